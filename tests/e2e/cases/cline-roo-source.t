# Issue 30, docs/reference.md §1: with the Cline CLI's data, Cline's VS
# Code tasks and Roo Code's tasks in one home, each file is its source's
# (the same name, api_conversation_history.json, told by its path), all
# are on by default, and --source NAME and the options --cline and --roo
# each add theirs (to Claude Code alone here, an empty root).
setup: cp -r "$FIX/../../recorded/cline-vscode-3.85.0/." "$HOME/"
setup: cp -r "$FIX/../../recorded/roo-code-3.52.1/." "$HOME/"
setup: cp -r "$FIX/../../recorded/cline-3.0.65/." "$HOME/"
setup: mkdir -p "$HOME/.claude/projects"
run: "$E2E_BIN" sessions -j 1 --format tsv | cut -f 2,3; memgrep --source roo -l "données"; memgrep --source claude --roo -l "données" | wc -l; memgrep --source cline -c "données"; memgrep --source claude --cline -c "données" | wc -l
--- stdout
1795954650834_ciq59	cline
019ad2c4-7a10-7000-8000-00000000b0b0	roo
1795903600000	cline
1795900000000	cline
$T/home/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks/019ad2c4-7a10-7000-8000-00000000b0b0/api_conversation_history.json
1
$T/home/.cline/data/sessions/1795954650834_ciq59/1795954650834_ciq59.messages.json:1
$T/home/.config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks/1795900000000/api_conversation_history.json:1
2
--- stderr
