"""The LangGraph-server routes (threads, runs, streams, assistants, metrics, docs) and the shapes they answer in."""
