# docs/reference.md §12, issue 30: VS Code Copilot Chat's sessions (a
# document the copilot row renders into lines: a flat .json, a .jsonl
# mutation log, an empty window's session) have index entries: of the
# rendered lines, keyed and hashed as the file's bytes, of which the lines
# are a function. After memgrep index a search reads all four from their
# entries and answers as MEMGREP_INDEX=off does; a session rewritten with
# the same size and its time put back (the hash tells) and one only
# touched are read again and their entries made anew, the others still
# read from theirs; the new word is found, the old one gone.
setup: cp -r "$FIX/../../recorded/copilot-vscode-built/home/." "$HOME/"
run: "$E2E_BIN" index 2>/dev/null | sed 's/, in .*//'
--- stdout
indexed 4 files (0.0 MB): 0 fresh, 0 grown, 4 made; 0 entries of deleted files pruned; the index holds 4 entries, 0.0 MB
--- check
strip() { python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("stats", None); print(json.dumps(d))'; }
same() {
	memgrep --source copilot "$@" > "$T/ix.out"
	MEMGREP_INDEX=off memgrep --source copilot "$@" > "$T/off.out"
	cmp "$T/ix.out" "$T/off.out"
	memgrep --source copilot --format json "$@" | strip > "$T/ix.json"
	MEMGREP_INDEX=off memgrep --source copilot --format json "$@" | strip > "$T/off.json"
	cmp "$T/ix.json" "$T/off.json"
}
fresh() { memgrep --source copilot --stats "$@" 2>&1 >/dev/null | grep -o 'files: [0-9]* fresh, [0-9]* grown, [0-9]* made'; }
same --tools --thinking -C 1 "borborygmus|callipygian|frabjous|brouhaha|collywobbles|zymurgy"
same 日本語
test "$(fresh answer)" = "files: 4 fresh, 0 grown, 0 made"
"$E2E_BIN" sessions --source copilot > "$T/s"
MEMGREP_INDEX=off "$E2E_BIN" sessions --source copilot | cmp - "$T/s"
f=$(echo "$HOME"/.config/Code/User/workspaceStorage/*/chatSessions/5b1c7a0e-*.json)
t=$(stat -c %y "$f")
sed -i 's/borborygmus answer 1/snickersnee answer 1/' "$f"
touch -d "$t" "$f"
touch "$HOME"/.config/Code/User/globalStorage/emptyWindowChatSessions/*.json
test "$(fresh "borborygmus|snickersnee")" = "files: 2 fresh, 0 grown, 2 made"
memgrep --source copilot snickersnee | grep -q 'snickersnee answer 1'
! memgrep --source copilot borborygmus | grep -q 'borborygmus answer'
same --tools "snickersnee|brouhaha|borborygmus"
test "$(fresh snickersnee)" = "files: 4 fresh, 0 grown, 0 made"
# A log (.jsonl) written beside a session's .json: VS Code reads the log,
# and so does the render; the .json's entry, whose bytes did not change,
# is made anew (its row folds the log's presence into its key), so the
# session is found once, in its log.
python3 - "$f" <<'PY'
import json, sys
p = sys.argv[1]
open(p + "l", "w").write(json.dumps({"kind": 0, "v": json.load(open(p))}) + "\n")
PY
test "$(fresh snickersnee)" = "files: 3 fresh, 0 grown, 2 made"
test "$(memgrep --source copilot -l snickersnee | sed 's|.*/||')" = 5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11.jsonl
same --tools "snickersnee|brouhaha|borborygmus"
test "$(fresh snickersnee)" = "files: 5 fresh, 0 grown, 0 made"
