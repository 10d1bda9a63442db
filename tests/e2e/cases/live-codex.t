# docs/reference.md §4.1, the live session, on Codex CLI 0.171.0's own
# file (tests/recorded/codex-0.171.0-recall): the rollout whose
# exec_command ran `memgrep --codex ocelot`, as it stood while the call
# ran (its lines up to the function_call), in today's folder, written to
# just now; its session_meta's cwd is the current folder. It is left out;
# the other recent rollout that says ocelot, with no such call, is found.
setup: R=$FIX/../../recorded/codex-0.171.0-recall/.codex/sessions/2026/11/29; D=codex/sessions/$(date +%Y/%m/%d); mkdir -p "$D" /tmp/memgrep-record/codex-recall/proj && cp "$R"/*.jsonl "$D"/ && F=rollout-2026-11-29T06-41-03-01a22609-247d-7a62-8e9a-dad378d33707.jsonl && head -10 "$R/$F" > "$D/$F" && touch "$D"/*.jsonl
cwd: /tmp/memgrep-record/codex-recall/proj
env: CODEX_HOME=$T/codex
args: --source codex ocelot
--- stdout
[1/1] 01a22609-1 • 2026-11-29 06:41 • /tmp/memgrep-record/codex-recall/proj • 2 matches • Note for later: the ocelot cache ttl is 42 seconds
  user       2026-11-29 06:41  L8   Note for later: the ocelot cache ttl is 42 seconds
  assistant  2026-11-29 06:41  L16  ocelot answer 1
--- stderr
memgrep: 1 live session left out (01a22609-247d-7a62-8e9a-dad378d33707): the session this search runs from; --include-live searches it
