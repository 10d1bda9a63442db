# docs/reference.md §8, §8: the resumed rollout (c0de3333: its first
# session_meta decides; the second one names the original c0de2222 and
# /home/dev/old-kiln) replays two messages with their original timestamps
# (one written +02:00, the same instant): they count once, in the original
# file (smallest path); sessions are separated by an empty line, as for
# Claude Code transcripts. Its last message repeats an old text with a new
# timestamp: a different message, kept.
args: kiln codex/resume
--- stdout
[1/2] c0de333 • 2025-04-03 08:02 • /home/dev/kiln • 2 matches • Add a kiln temperature alarm to the dashboard
  user       2025-04-03 08:01  L7  Now make the kiln alarm louder at night
  assistant  2025-04-03 08:02  L9  The kiln temperature alarm is wired to the dashboard

[2/2] c0de222 • 2025-04-02 09:01 • /home/dev/kiln • 2 matches • Add a kiln temperature alarm to the dashboard
  user       2025-04-02 09:00  L3  Add a kiln temperature alarm to the dashboard
  assistant  2025-04-02 09:01  L6  The kiln temperature alarm is wired to the dashboard
