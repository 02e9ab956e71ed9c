"""``open-research serve``: the HTTP service under uvicorn."""

from __future__ import annotations

import logging
import sys

from open_research.config import Settings


def serve(settings: Settings, host: str | None = None, port: int | None = None) -> int:
    """Run until interrupted; returns a process exit code (1 with a sentence on a config problem)."""
    import uvicorn

    from api.app import create_app

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        app = create_app(settings)
    except ValueError as exc:
        print(f"open-research serve: {exc}", file=sys.stderr)
        return 1
    uvicorn.run(app, host=host or settings.host, port=port or settings.port, log_level="info",
                timeout_graceful_shutdown=10)
    return 0
