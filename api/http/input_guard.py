"""JSON a request may send: what the stores can keep and every later read can return.

Refused (422 naming the field) before anything is stored, the same on SQLite and PostgreSQL:
lone surrogates (not encodable as UTF-8), NUL characters (PostgreSQL text cannot hold them),
NaN/Infinity (not JSON; ``1e999`` becomes Infinity too) and nesting deeper than ``MAX_DEPTH``.
Keys are checked like values. Refusing rather than stripping keeps what is stored equal to what
was sent.
"""

from __future__ import annotations

import math
import re
from typing import Any

from api.storage.keys import ID_PATTERN

#: Levels of objects/arrays a body may nest (a run request needs about six).
MAX_DEPTH = 20
_ID = re.compile(ID_PATTERN)


class BadInput(ValueError):
    """The message names the field (dotted path) and the problem."""


def text_problem(text: str) -> str | None:
    """Why this string cannot be stored, or None."""
    if "\x00" in text:
        return "contains a NUL character"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "contains characters that are not valid Unicode (lone surrogates)"
    return None


def check_json(value: Any, path: str = "", depth: int = 0) -> None:
    """Raise BadInput for the first value under ``value`` that must not be stored."""
    where = path or "(body)"
    if isinstance(value, str):
        problem = text_problem(value)
        if problem:
            raise BadInput(f"{where}: {problem}")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise BadInput(f"{where}: NaN and Infinity are not JSON numbers")
    elif isinstance(value, (dict, list)):
        if depth >= MAX_DEPTH:
            raise BadInput(f"{where}: nested deeper than {MAX_DEPTH} levels")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            name = str(key)
            if isinstance(key, str) and (problem := text_problem(key)):
                raise BadInput(f"{path + '.' if path else ''}{ascii(key)[1:-1][:60]}: the key {problem}")
            check_json(item, f"{path}.{name}" if path else name, depth + 1)


def valid_id(value: str) -> bool:
    """Thread and run ids are letters, digits and ``_.:-`` (uuids fit); nothing else can exist."""
    return bool(_ID.match(value))
