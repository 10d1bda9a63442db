# docs/reference.md §4.4 -B/-A on a Codex rollout: the neighbour before the
# match is the previous message that passed the index filter (the tool and
# reasoning items and event_msg lines are not messages here); after it only
# "lamp ok!", a short message, so no context after.
args: --color never -B 1 -A 1 "skips empty" codex/basic
--- stdout
[1/1] c0de111 • 2025-04-01 10:03 • /home/dev/harbor • 1 match • Please fix the lighthouse parser so it handles empty frames
  - assistant  2025-04-01 10:00  L10  I will read the lighthouse parser first.
  assistant  2025-04-01 10:03  L14  The lighthouse parser now skips empty frames.
