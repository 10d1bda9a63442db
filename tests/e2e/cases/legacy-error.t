# The older shell tool's documented query error|bug fix|solve|patch
# finds the one session made for it (legacy/ holds decoys that meet only
# one group, or each group in a different message).
args: -l "error|bug fix|solve|patch" legacy
--- stdout
legacy/-home-dev-app/1e6a0003-0000-4000-8000-000000000003.jsonl
