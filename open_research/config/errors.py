"""The one error a configuration problem raises."""

from __future__ import annotations


class ConfigError(ValueError):
    """A configuration problem a user can fix; the message names the key.

    ``operator_detail`` holds what only the operator may see (e.g. an environment variable's name):
    the CLI prints it, the service logs it, a tenant never gets it.
    """

    def __init__(self, message: str, *, operator_detail: str = "") -> None:
        super().__init__(message)
        self.operator_detail = operator_detail
