# Issue 30, docs/reference.md §1: OpenClaw 2026.5.28's own transcript
# (tests/recorded/README.md, "OpenClaw": its embedded agent, run twice on
# one session), found below ~/.openclaw/agents/*/sessions: the prompts (with
# their non-ASCII text) and replies; an exec call and its result are kind
# tool, a thinking block kind thinking.
setup: ln -s "$FIX/../../recorded/openclaw-2026.5.28/.openclaw" "$HOME/"
run: memgrep "balderdash|poppycock"; memgrep --tools --min-length 1 'echo hello'; memgrep --thinking flapdoodle
--- stdout
[1/1] 5e92f75 • 2026-11-29 15:24 • /tmp/memgrep-record/openclaw/proj • 4 matches • Run echo hello, then say balderdash: données, 日本語
  user       2026-11-29 15:23  L5   Run echo hello, then say balderdash: données, 日本語
  assistant  2026-11-29 15:23  L8   balderdash answer 1
  user       2026-11-29 15:24  L10  Second prompt: poppycock
  assistant  2026-11-29 15:24  L13  poppycock answer 2
[1/1] 5e92f75 • 2026-11-29 15:24 • /tmp/memgrep-record/openclaw/proj • 3 matches • Run echo hello, then say balderdash: données, 日本語
  user       2026-11-29 15:23  L5   Run echo hello, then say balderdash: données, 日本語
  tool       2026-11-29 15:23  L6   exec echo hello
  tool       2026-11-29 15:24  L11  exec echo hello
[1/1] 5e92f75 • 2026-11-29 15:23 • /tmp/memgrep-record/openclaw/proj • 2 matches • Run echo hello, then say balderdash: données, 日本語
  thinking   2026-11-29 15:23  L6  flapdoodle musing
  thinking   2026-11-29 15:23  L8  flapdoodle musing
--- stderr
