"""Where documents come from and how they are read: files on disk (ingest, index), web pages (fetch),
one reader for both (extract) and one set of date rules (dates). Imports nothing from evidence,
graph, tools or models, so each of those may build on it."""
