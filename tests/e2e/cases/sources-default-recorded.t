# docs/reference.md §1 (issue 28 point 5): with no PATH and no --source every
# session source whose default root exists is searched: in a HOME holding
# the sessions recorded by the agents' own CLIs (tests/recorded), a plain
# search finds the Codex rollout (vexillary) and the Gemini CLI session
# (snickerdoodle) without --codex or --gemini; --codex, already on, changes
# nothing.
setup: R=$FIX/../../recorded && ln -s "$R/claude-code-2.1.197/.claude" "$R/codex-0.171.0/.codex" "$R/gemini-cli-0.61.0/.gemini" "$HOME/"
run: memgrep -l vexillary; memgrep -l snickerdoodle; memgrep -l --codex vexillary
--- stdout
$T/home/.codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
$T/home/.gemini/tmp/proj/chats/session-2026-11-29T02-43-2d9ce287.jsonl
$T/home/.codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
--- stderr
