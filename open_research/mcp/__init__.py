"""MCP both ways: ``client`` connects a run to the operator's MCP servers (once per run, shared by
its researchers); ``server`` offers the local document index to other agents. Which servers exist is
configuration (``open_research.config.mcp``)."""
