"""Turn graph values (messages, pydantic objects, tuples) into JSON the SDK can read.

Messages are dumped the way the LangGraph server does (``type``, ``content``, ``id``, ...), so
clients that parse its payloads parse ours. Anything unknown becomes its ``str`` rather than
failing a stream halfway through.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import uuid
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from pydantic import BaseModel


def jsonable(obj: Any, _depth: int = 0) -> Any:
    if _depth > 60:
        return str(obj)
    d = _depth + 1
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, dict):
        return {str(k): jsonable(v, d) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, set, frozenset)):
        return [jsonable(v, d) for v in obj]
    if isinstance(obj, BaseMessage):
        return jsonable(obj.model_dump(), d)
    if isinstance(obj, BaseChatModel):
        return f"<model {type(obj).__name__}>"
    if isinstance(obj, BaseModel):
        try:
            return jsonable(obj.model_dump(mode="python"), d)
        except Exception:
            return str(obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return jsonable({f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}, d)
    if isinstance(obj, (dt.datetime, dt.date)):
        return obj.isoformat()
    if isinstance(obj, (uuid.UUID, Path)):
        return str(obj)
    if hasattr(obj, "_asdict"):
        return jsonable(obj._asdict(), d)
    if isinstance(obj, bytes):
        return obj.decode("utf-8", errors="replace")
    return str(obj)


def dumps(obj: Any) -> str:
    data = jsonable(obj)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate somewhere: escape rather than fail the stream
        text = json.dumps(data, ensure_ascii=True, separators=(",", ":"))
    return text
