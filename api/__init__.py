"""The HTTP service: the LangGraph server API subset ``langgraph-sdk`` uses, and an OpenAI-compatible face.

Layers, each importing only those below it: ``app``/``server`` wire the app; ``routes``, ``openai``
and ``web`` answer requests (through ``state.AppState``); ``http`` (auth, errors, limits) and
``runs`` (the run manager, its queues, the executor) serve them; ``storage`` is at the bottom.
"""
