# The older shell tool's documented query screenshot
# finds the one session made for it (legacy/ holds decoys that meet only
# one group, or each group in a different message).
args: -l "screenshot" legacy
--- stdout
legacy/-home-dev-app/1e6a0004-0000-4000-8000-000000000004.jsonl
