# Issue 30, docs/reference.md §1, Cursor's IDE database: an assistant
# bubble's thinking (thinking.text) is kind thinking, its toolFormerData
# kind tool (the tool's name, the scalars of its rawArgs, the strings of
# its result), each found with --thinking and --tools only; a chat opened
# with nothing sent (no bubble) is no session.
env: XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
args: --tools --thinking "thistlebrook|brambletoft"
--- stdout
[1/1] 3f2e1d0 • 2026-11-29 10:00 •  • 2 matches • IDE quillowisp chat
  thinking   2026-11-29 10:00  L3  brambletoft: the user wants echo first
  tool       2026-11-29 10:00  L3  run_terminal_cmd echo hello thistlebrook false hello thistlebrook
--- stderr
--- check
test -z "$(memgrep "thistlebrook|brambletoft" 2>/dev/null)"
memgrep --format json --tools thistlebrook | grep -q '"type":"tool"'
test -z "$("$E2E_BIN" sessions | grep 00000000)"
[ "$("$E2E_BIN" sessions | wc -l)" = 2 ]
