from open_research.config.settings import *  # noqa: F403
