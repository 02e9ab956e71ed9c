"""Durable state: the record store on SQLite or PostgreSQL, the checkpointer and its wrappers,
retention, and event notifications between processes."""
