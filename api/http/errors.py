"""Bad input becomes a 4xx whose message names the problem; nothing a client sends is a 500."""

from __future__ import annotations

import json
import logging
from typing import Any, TypeVar

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ValidationError

from api.http.context import http_context
from api.http.input_guard import BadInput, check_json

log = logging.getLogger("open_research.api")
M = TypeVar("M", bound=BaseModel)


class StreamDrained(ConnectionAbortedError):
    """Raised to abort an event stream at shutdown. A clean close would make the SDK ask whether the
    run ended (and give up if it finished meanwhile); a cut connection makes it re-attach with
    ``Last-Event-ID`` and receive the rest."""


def describe(exc: ValidationError | RequestValidationError, prefix: str = "") -> str:
    problems = []
    for err in exc.errors():
        loc = [str(p) for p in err.get("loc", ()) if p != "body"]
        # Union members add their type names to the path; drop them so the path reads as the field.
        loc = [
            p
            for p in loc
            if not (p[:1].isupper() or p in ("str", "list[ContentPart]", "function-after[_before(), any]"))
        ]
        key = ".".join(([prefix] if prefix else []) + loc) or "(body)"
        kind = err.get("type", "")
        if kind == "extra_forbidden":
            msg = "unknown field"
        elif kind == "missing":
            msg = "required field is missing"
        else:
            msg = err.get("msg", "invalid")
        problems.append(f"{key}: {msg}")
    return "invalid request: " + "; ".join(dict.fromkeys(problems))


async def parse_body(request: Request, model: type[M], *, allow_empty: bool = True) -> M:
    """Read, size-check, JSON-decode and validate the body in full before anything acts on it."""
    limit = http_context(request).settings.max_request_bytes
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise HTTPException(413, f"request body is {declared} bytes; the limit is {limit} (max_request_bytes)")
    body = await request.body()
    if len(body) > limit:
        raise HTTPException(413, f"request body is {len(body)} bytes; the limit is {limit} (max_request_bytes)")
    data: Any
    if not body.strip():
        if not allow_empty:
            raise HTTPException(400, "request body is empty; expected a JSON object")
        data = {}
    else:
        try:
            data = json.loads(body)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise HTTPException(400, f"malformed JSON in request body: {exc}") from None
        except (RecursionError, ValueError):
            raise HTTPException(400, "malformed JSON in request body: nested too deeply or not decodable") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise HTTPException(422, f"request body must be a JSON object, got {type(data).__name__}")
    try:
        check_json(data)  # nothing a store cannot keep or a later read cannot return
    except BadInput as exc:
        raise HTTPException(422, f"invalid request: {exc}") from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise HTTPException(422, describe(exc)) from None


def install(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": describe(exc)}, status_code=422)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        if not isinstance(exc, StreamDrained):  # cut on purpose at shutdown: not an error
            log.exception("unexpected error on %s %s", request.method, request.url.path)
        return JSONResponse({"detail": f"internal error: {type(exc).__name__}"}, status_code=500)
