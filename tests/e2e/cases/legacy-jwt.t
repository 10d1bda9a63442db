# The older shell tool's documented query JWT|OAuth|authentication implement
# finds the one session made for it (legacy/ holds decoys that meet only
# one group, or each group in a different message).
args: -l "JWT|OAuth|authentication implement" legacy
--- stdout
legacy/-home-dev-app/1e6a0002-0000-4000-8000-000000000002.jsonl
