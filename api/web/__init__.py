"""The research page at ``/``: static files shipped in the package (``api/web/``), no build step,
nothing fetched from elsewhere. The page itself needs no key; it asks for one and sends it on
the same LangGraph-API requests any client makes."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

WEB_DIR = Path(__file__).resolve().parent
#: Only our own script and style run on the page; report HTML from the server is data.
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data: blob:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)

router = APIRouter()


@router.get("/", include_in_schema=False)
async def page() -> FileResponse:
    return FileResponse(
        WEB_DIR / "index.html",
        media_type="text/html",
        headers={"Content-Security-Policy": CSP, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"},
    )


def assets() -> StaticFiles:
    return StaticFiles(directory=WEB_DIR)
