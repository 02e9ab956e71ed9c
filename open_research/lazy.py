"""Lazy package faces (PEP 562): a package names what it offers, and a name's module is imported only
when the name is first used, so importing a package never pulls in its heavier neighbours."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def face(package: str, names: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``__getattr__``, ``__dir__`` and ``__all__`` for ``package``: ``names`` maps a public name to its
    module (``__getattr__, __dir__, __all__ = face(__name__, {...})``)."""

    def __getattr__(name: str) -> Any:
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(importlib.import_module(package), name, value)  # later lookups skip this function
        return value

    def __dir__() -> list[str]:
        return sorted(names)

    return __getattr__, __dir__, sorted(names)
