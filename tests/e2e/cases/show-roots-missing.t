# show with no default root at all (an empty HOME): a warning for each
# missing root, then no session (exit 1), naming each source and its root
# (issue 28 point 5).
run: "$E2E_BIN" show -j 1 5e55a
exit: 1
--- stdout
--- stderr
memgrep: warning: no history found: $T/home/.claude/projects does not exist
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
memgrep: warning: no history found: $T/home/.gemini/tmp does not exist
memgrep: warning: no history found: $T/home/.cursor/projects does not exist
memgrep: warning: no history found: $T/home/.copilot/session-state does not exist
memgrep: warning: no history found: $T/home/.pi/agent/sessions does not exist
memgrep: warning: no history found: $T/home/.cline/data does not exist
memgrep: warning: no history found: $T/home/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks does not exist
memgrep: warning: no history found: $T/home/.qwen/projects does not exist
memgrep: warning: no history found: $T/home/.local/share/opencode/opencode.db does not exist
memgrep: warning: no history found: $T/home/.local/share/kilo/kilo.db does not exist
memgrep: warning: no history found: $T/home/.omp/agent/sessions does not exist
memgrep: warning: no history found: $T/home/.openclaw/agents does not exist
memgrep: no session 5e55a in Claude Code transcripts ($T/home/.claude/projects), Codex CLI rollouts ($T/home/.codex/sessions), Gemini CLI sessions ($T/home/.gemini/tmp), Cursor agent transcripts and IDE chats ($T/home/.cursor/projects), GitHub Copilot CLI and VS Code Copilot Chat sessions ($T/home/.copilot/session-state), pi sessions ($T/home/.pi/agent/sessions), Cline tasks ($T/home/.cline/data), Roo Code tasks ($T/home/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks), Qwen Code chats ($T/home/.qwen/projects), OpenCode sessions ($T/home/.local/share/opencode/opencode.db), Kilo sessions ($T/home/.local/share/kilo/kilo.db), omp sessions ($T/home/.omp/agent/sessions) and OpenClaw transcripts ($T/home/.openclaw/agents)
