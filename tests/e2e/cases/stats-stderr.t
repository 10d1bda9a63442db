# docs/reference.md §6 / issue 3: --stats prints the funnel and the per-stage
# profile on stderr after the results; stdout is unchanged.
args: --stats -c retry basic
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
--- stderr-contains
memgrep --stats
  files       1 (0 unreadable)
, decoded 
matches     2 messages in 1 sessions
discover
prefilter
decode
match
rank
format
MB/s
