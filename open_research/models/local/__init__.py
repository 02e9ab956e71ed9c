"""The embedded model: a GGUF file run in-process by llama.cpp, so the service answers with no API key
and no network (``files`` finds and caches the file, ``engine`` loads it once per process, ``chat`` is
the chat model the roles use, ``structured`` constrains its output to a JSON schema)."""
