"""Configuration, split by who sets it.

- ``run``: run settings (``ResearchConfig``), some marked request-settable;
- ``process``: the operator's process settings (``Settings``: service, storage, servers, profiles);
- ``policy``: what a request may set (``REQUEST_KEYS``, ceilings, budgets only lowered);
- ``model_specs``: which model each role runs on; ``mcp``: the operator's MCP servers;
- ``runtime``: how settings reach a graph node (``run_config``); ``local``: the embedded model's limits;
- ``files``: TOML files and error messages; ``schema``: the request settings as a pydantic model.
"""

from open_research.lazy import face

_NAMES = {
    "ConfigError": "open_research.config.errors",
    "ROLES": "open_research.config.model_specs",
    "Role": "open_research.config.model_specs",
    "DEFAULT_MODEL": "open_research.config.model_specs",
    "ModelSpec": "open_research.config.model_specs",
    "ModelPrice": "open_research.config.model_specs",
    "ModelProfile": "open_research.config.model_specs",
    "RoleModels": "open_research.config.model_specs",
    "ResearchConfig": "open_research.config.run",
    "Settings": "open_research.config.process",
    "REQUEST_KEYS": "open_research.config.policy",
    "RequestCeilings": "open_research.config.policy",
    "TIGHTEN_ONLY": "open_research.config.policy",
    "request_overrides": "open_research.config.policy",
    "validate_overrides": "open_research.config.policy",
    "BASE_KEY": "open_research.config.runtime",
    "EXTRA_TOOLS_KEY": "open_research.config.runtime",
    "RUNTIME_KEY": "open_research.config.runtime",
    "run_config": "open_research.config.runtime",
    "context_settings": "open_research.config.runtime",
    "user_overrides": "open_research.config.runtime",
    "MCPServerConfig": "open_research.config.mcp",
    "select_servers": "open_research.config.mcp",
    "parse_mcp_servers": "open_research.config.mcp",
    "LOCAL_PROFILE": "open_research.config.local",
    "with_local_profile": "open_research.config.local",
    "read_config_file": "open_research.config.files",
    "request_settings_model": "open_research.config.schema",
}
__getattr__, __dir__, __all__ = face(__name__, _NAMES)
