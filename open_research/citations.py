"""Kept importable for existing callers: the citation checks live in ``open_research.evidence``."""

from open_research.evidence.citations import *  # noqa: F403
from open_research.evidence.citations import __all__  # noqa: F401
