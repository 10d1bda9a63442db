# Issue 30, docs/reference.md §1: an OpenClaw transcript as its file-backed
# versions kept it (tests/recorded/README.md, "OpenClaw": built from the
# schema of openclaw 2026.9.6), found below ~/.openclaw/agents/*/sessions:
# prompts (with non-ASCII text) and replies; the title is its session_info
# name; a toolCall is kind tool, a thinking block kind thinking.
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6/.openclaw" "$HOME/"
run: memgrep "balderdash|poppycock|Platypusian"; memgrep --tools --min-length 1 'echo hello'; memgrep --thinking flapdoodle
--- stdout
[1/1] 5f0c2a9 • 2026-11-29 13:00 • /tmp/memgrep-record/openclaw/workspace • 5 matches • Platypusian naming ceremony
  user       2026-11-29 13:00  Run echo hello, then say balderdash: données, 日本語
  assistant  2026-11-29 13:00  balderdash answer 1
  user       2026-11-29 13:00  Second prompt: poppycock
  summary    2026-11-29 13:00  Platypusian naming ceremony
  assistant  2026-11-29 13:00  poppycock answer 2
[1/1] 5f0c2a9 • 2026-11-29 13:00 • /tmp/memgrep-record/openclaw/workspace • 2 matches • Platypusian naming ceremony
  user       2026-11-29 13:00  Run echo hello, then say balderdash: données, 日本語
  tool       2026-11-29 13:00  exec echo hello
[1/1] 5f0c2a9 • 2026-11-29 13:00 • /tmp/memgrep-record/openclaw/workspace • 1 match • Platypusian naming ceremony
  thinking   2026-11-29 13:00  flapdoodle musing
--- stderr
