# Issue 30, docs/reference.md §1, docs/noise-markers.md: what GitHub
# Copilot CLI adds to a session is not searched as the user's: the
# system prompt (system.message), the <current_datetime> block of the text
# it sends the model (transformedContent), and, in lines added to a copy
# of the recorded session as the CLI's schema (1.0.102) shapes them, a
# runtime notice (system.notification) and a prompt autopilot wrote
# (isAutopilotContinuation), which --keep-noise brings back.
setup: cp -r "$FIX/../../recorded/copilot-1.0.102/.copilot" "$T/c"
setup: f=$(ls "$T"/c/session-state/*/events.jsonl); printf '%s\n' '{"type":"system.notification","data":{"content":"<system_notification>\nShell 3 quiddity completed</system_notification>","kind":{"type":"shell_completed"}},"id":"0f6a0c7e-4c1e-4f55-9a8e-5c3d2b1a0f01","timestamp":"2026-11-29T11:34:06.000Z","parentId":null}' '{"type":"user.message","data":{"content":"Continue quiddity work until done","isAutopilotContinuation":true},"id":"0f6a0c7e-4c1e-4f55-9a8e-5c3d2b1a0f02","timestamp":"2026-11-29T11:34:07.000Z","parentId":null}' >>"$f"
env: COPILOT_HOME=$T/c
run: memgrep --source copilot -c 'You are the GitHub Copilot CLI'; memgrep --source copilot --tools --thinking -c current_datetime; memgrep --source copilot --tools --thinking -c quiddity; memgrep --source copilot --keep-noise --format tsv quiddity | cut -f 3,4
--- stdout
user	<system_notification>\nShell 3 quiddity completed</system_notification>
user	Continue quiddity work until done
--- stderr
No results found for "You are the GitHub Copilot CLI" in GitHub Copilot CLI and VS Code Copilot Chat sessions ($T/c/session-state).
Hint: try fewer groups (each space-separated group must match)
No results found: 1 session in 1 file of GitHub Copilot CLI and VS Code Copilot Chat sessions ($T/c/session-state), none holds "current_datetime".
No results found for "quiddity" in GitHub Copilot CLI and VS Code Copilot Chat sessions ($T/c/session-state).
Hint: try --keep-noise (2 matching messages are text the agent injected, which is not searched)
