# docs/reference.md §8, §4.5: a Codex rollout in text format. Session id from
# session_meta (c0de111), project from its cwd, no title line (the header shows
# its first real prompt). Only response_item
# messages are searched: the event_msg copies of the same texts (user_message,
# agent_message), the developer message, the noise blocks (AGENTS.md,
# <environment_context>, which also says "lighthouse") and the tool and
# reasoning items are not.
args: lighthouse codex/basic
--- stdout
[1/1] c0de111 • 2025-04-01 10:03 • /home/dev/harbor • 3 matches • Please fix the lighthouse parser so it handles empty frames
  user       2025-04-01 10:00  L5   Please fix the lighthouse parser so it handles empty frames
  assistant  2025-04-01 10:00  L10  I will read the lighthouse parser first.
  assistant  2025-04-01 10:03  L14  The lighthouse parser now skips empty frames.
--- stderr
