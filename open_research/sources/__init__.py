"""Reading sources: the local document index (``index``, ``vectors``), turning files into text
(``ingest``) and fetching web pages safely (``fetch``, ``decode``). Nothing here knows the graph."""
