# Issue 30, docs/reference.md §1, §2: VS Code Copilot Chat's sessions
# (tests/recorded/copilot-vscode-built) in memgrep sessions (the
# sessionId, the project from the workspace storage's workspace.json, its
# file: URI decoded, none for an empty window's, customTitle as the title,
# else the first prompt, the request times), projects, and show (every
# message in order). VS Code has no command that reopens a chat: no
# resume command in show, --resume or json, where the CLI's sessions keep
# theirs. --copilot reads both storages at once; workspaceStorage is walked
# two folders deep.
env: HOME=$FIX/../../recorded/copilot-vscode-built/home
run: "$E2E_BIN" sessions -j 1 --source copilot; "$E2E_BIN" projects -j 1 --source copilot; "$E2E_BIN" show -j 1 5b1c7a0e | sed 's|^files: .*/workspaceStorage/|files: |'
--- stdout
2026-11-29 08:26  e0e1e2e  copilot     2    A brouhaha in an empty window
2026-11-29 07:26  9d2e4f6  copilot     5  /home/dev/looking-glass  Pettifogger session
2026-11-29 05:26  5b1c7a0  copilot     3  /home/dev/word garden  Hullabaloo chat
2026-11-29 08:26     1 session       2 messages
2026-11-29 07:26     1 session       5 messages  /home/dev/looking-glass
2026-11-29 05:26     1 session       3 messages  /home/dev/word garden
session 5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11
source:   copilot
title:    Hullabaloo chat
project:  /home/dev/word garden
time:     2026-11-29 05:26 – 2026-11-29 05:26, 3 messages, 1 tool, 1 thinking
files: 3f2a9c1d7e5b4a6c8d0e1f2a3b4c5d6e/chatSessions/5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11.json

2026-11-29 05:26  user
    Explain the borborygmus parser, données 日本語

2026-11-29 05:26  thinking  collywobbles reasoning

2026-11-29 05:26  assistant
    First I run a command.
    borborygmus answer 1

2026-11-29 05:26  tool  run_in_terminal echo zymurgy Ran `echo zymurgy` {"command":"echo zymurgy"} zymurgy printed
--- stderr
--- check
# No resume command for a VS Code chat.
[ -z "$("$E2E_BIN" show -j 1 9d2e4f60 | grep '^resume:')" ]
memgrep --format json --resume borborygmus | python3 -c 'import json,sys; (s,)=json.load(sys.stdin)["sessions"]; assert s["resume"] is None, s'
# --copilot: the CLI's sessions (COPILOT_HOME) and VS Code's (HOME) at once;
# the CLI's keep their resume command.
COPILOT_HOME="$FIX/../../recorded/copilot-1.0.102/.copilot" "$E2E_BIN" sessions -j 1 --copilot | awk '{print $3, $4}' > "$T/both"
diff - "$T/both" <<'B'
c04170b copilot
e0e1e2e copilot
9d2e4f6 copilot
5b1c7a0 copilot
B
COPILOT_HOME="$FIX/../../recorded/copilot-1.0.102/.copilot" memgrep --copilot --format json --resume "zugzwang|borborygmus" | python3 -c '
import json, sys
r = {s["session_id"][:8]: s["resume"] for s in json.load(sys.stdin)["sessions"]}
assert r == {"c04170b4": "copilot --resume c04170b4-8b97-4cb9-ab88-c8bd9a379e2f", "5b1c7a0e": None}, r'
# workspaceStorage is walked two folders deep (<workspace id>/chatSessions):
# what an extension keeps deeper below a workspace's storage is not read.
mkdir -p "$T/h" && cp -r "$FIX/../../recorded/copilot-vscode-built/home/." "$T/h/"
ws="$T/h/.config/Code/User/workspaceStorage/3f2a9c1d7e5b4a6c8d0e1f2a3b4c5d6e"
mkdir -p "$ws/some.extension/chatSessions"
cp "$ws/chatSessions/5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11.json" "$ws/some.extension/chatSessions/deep.json"
test "$(HOME="$T/h" "$E2E_BIN" -j 1 -l --copilot borborygmus)" = "$ws/chatSessions/5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11.json"
