# docs/reference.md §1: in a directory only *.jsonl files are read (not .json,
# .jsonl.bak, .txt, a file named "jsonl", nor <sessionId>/tool-results/*.txt);
# each of those holds its own session, so reading one would add a line here.
args: -l walrus mixed
--- stdout
mixed/e1e1e1e1-0000-4000-8000-000000000013.jsonl
