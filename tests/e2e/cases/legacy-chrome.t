# The older shell tool's documented query chrome|browser|automation implement|build|create
# finds the one session made for it (legacy/ holds decoys that meet only
# one group, or each group in a different message).
args: -l "chrome|browser|automation implement|build|create" legacy
--- stdout
legacy/-home-dev-app/1e6a0001-0000-4000-8000-000000000001.jsonl
