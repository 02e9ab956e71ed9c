"""What the HTTP plumbing reads of the app's state, as a Protocol.

The app's typed state (``api.state.AppState``) holds the run manager and the stores, which live in
layers above this one; ``api.http`` needs only the settings and the authenticator. Naming just
those here keeps this package free of imports from above while reading the same one object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from starlette.requests import HTTPConnection

if TYPE_CHECKING:
    from api.http.auth import Authenticator
    from open_research.config import Settings

#: The one attribute of Starlette's ``app.state`` the service uses; set once when the app starts.
STATE_ATTR = "open_research"


class HttpContext(Protocol):
    @property
    def settings(self) -> Settings: ...

    @property
    def auth(self) -> Authenticator: ...


def http_context(conn: HTTPConnection) -> HttpContext:
    """The serving app's state as far as request parsing and authentication need it."""
    return cast("HttpContext", getattr(conn.app.state, STATE_ATTR))
