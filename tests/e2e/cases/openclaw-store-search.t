# Issue 30, docs/reference.md §1: OpenClaw 2026.9.6 keeps its sessions in
# its SQLite store, agents/<agent>/agent/openclaw-agent.sqlite
# (tests/recorded/README.md, "openclaw-2026.9.6"): found below
# ~/.openclaw/agents as an item DB#ID, its rows rendered into the lines its
# transcripts held: the prompts (with their non-ASCII text) and replies;
# an exec call is kind tool, a thinking block kind thinking; the second
# prompt, over 1 KiB, is stored compressed with zstd and is read too.
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6/.openclaw" "$HOME/"
run: memgrep "gongoozler|ultracrepidarian" | python3 -c 'import sys; [print(l.rstrip("\n")[:120]) for l in sys.stdin]'; memgrep --tools --min-length 1 'echo hello'; memgrep --thinking bibliopolist; memgrep -l '"Line 39 of a long prompt"'
--- stdout
[1/1] 986bbc7 • 2026-11-29 18:20 • /tmp/memgrep-record/openclaw-sqlite/proj • 4 matches • Run echo hello, then say gongo
  user       2026-11-29 18:18  L5   Run echo hello, then say gongoozler: données, 日本語
  assistant  2026-11-29 18:18  L9   gongoozler answer 1
  user       2026-11-29 18:19  L11  Second prompt: ultracrepidarian. Line 0 of a long prompt, kept compressed. Line 1 of
  assistant  2026-11-29 18:20  L16  ultracrepidarian answer 2
[1/1] 986bbc7 • 2026-11-29 18:19 • /tmp/memgrep-record/openclaw-sqlite/proj • 3 matches • Run echo hello, then say gongoozler: données, 日本語
  user       2026-11-29 18:18  L5   Run echo hello, then say gongoozler: données, 日本語
  tool       2026-11-29 18:18  L6   exec echo hello
  tool       2026-11-29 18:19  L13  exec echo hello
[1/1] 986bbc7 • 2026-11-29 18:18 • /tmp/memgrep-record/openclaw-sqlite/proj • 2 matches • Run echo hello, then say gongoozler: données, 日本語
  thinking   2026-11-29 18:18  L6  bibliopolist musing
  thinking   2026-11-29 18:18  L9  bibliopolist musing
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212
--- stderr
