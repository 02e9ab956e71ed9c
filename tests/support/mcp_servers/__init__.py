"""MCP servers the tests spawn as real processes."""
