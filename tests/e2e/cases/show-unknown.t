# memgrep show with an id no session has or starts: exit 1, a message naming
# the target and where it looked (every session source and its default
# root, named as issue 28 point 5 names them).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 5e55d
exit: 1
--- stdout
--- stderr
memgrep: no session 5e55d in Claude Code transcripts ($FIX/browse/home/.claude/projects), Codex CLI rollouts ($FIX/browse/home/.codex/sessions), Gemini CLI sessions ($FIX/browse/home/.gemini/tmp), Cursor agent transcripts and IDE chats ($FIX/browse/home/.cursor/projects), GitHub Copilot CLI and VS Code Copilot Chat sessions ($FIX/browse/home/.copilot/session-state), pi sessions ($FIX/browse/home/.pi/agent/sessions), Cline tasks ($FIX/browse/home/.cline/data), Roo Code tasks ($FIX/browse/home/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks), Qwen Code chats ($FIX/browse/home/.qwen/projects), OpenCode sessions ($FIX/browse/home/.local/share/opencode/opencode.db), Kilo sessions ($FIX/browse/home/.local/share/kilo/kilo.db), omp sessions ($FIX/browse/home/.omp/agent/sessions) and OpenClaw transcripts ($FIX/browse/home/.openclaw/agents)
