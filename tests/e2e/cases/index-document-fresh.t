# docs/reference.md §12, issue 30: a JSON document (Cline's messages, Roo
# Code's task history) has an index entry keyed as a file's; after memgrep
# index a search reads both from their entries, not the documents, and
# answers as MEMGREP_INDEX=off does (tools, thinking, context, JSON); Roo's
# document rewritten whole with a new word (a new file renamed over it, as
# the extension writes it) is read again and its entry made anew on the
# next search, the word found, while Cline's is still read from its entry;
# show reads a fresh entry too; a deleted document's entry is pruned.
setup: cp -r "$FIX/../../recorded/cline-3.0.65/." "$FIX/../../recorded/roo-code-3.52.1/." "$HOME/"
run: "$E2E_BIN" index | sed 's/, in .*//'
--- stdout
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB
--- check
strip() { python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("stats", None); print(json.dumps(d))'; }
same() {
	memgrep "$@" > "$T/ix.out"
	MEMGREP_INDEX=off memgrep "$@" > "$T/off.out"
	cmp "$T/ix.out" "$T/off.out"
	memgrep --format json "$@" | strip > "$T/ix.json"
	MEMGREP_INDEX=off memgrep --format json "$@" | strip > "$T/off.json"
	cmp "$T/ix.json" "$T/off.json"
}
fresh() { memgrep --stats "$@" 2>&1 >/dev/null | grep -o 'files: [0-9]* fresh, [0-9]* grown, [0-9]* made'; }
same --tools --thinking -C 1 "brabble|mollycoddle|gobemouche|flibbertigibbet|lickspittle"
same answer
test "$(fresh answer)" = "files: 2 fresh, 0 grown, 0 made"
"$E2E_BIN" sessions > "$T/s"
MEMGREP_INDEX=off "$E2E_BIN" sessions | cmp - "$T/s"
R=$(echo "$HOME"/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks/*/api_conversation_history.json)
python3 - "$R" <<'PY'
import json, os, sys
p = sys.argv[1]
d = json.load(open(p))
d[3]["content"][0]["text"] += " flapdoodle données"
open(p + ".tmp", "w").write(json.dumps(d))
os.replace(p + ".tmp", p)
PY
test "$(fresh flapdoodle)" = "files: 1 fresh, 0 grown, 1 made"
memgrep flapdoodle | grep -q 'mollycoddle: three lines. flapdoodle données'
same --tools -C 2 "flapdoodle|gobemouche"
test "$(fresh flapdoodle)" = "files: 2 fresh, 0 grown, 0 made"
"$E2E_BIN" show 019ad2c4 | grep -q 'flapdoodle données'
rm "$HOME"/.cline/data/sessions/*/*.messages.json
"$E2E_BIN" index | sed 's/, in .*//' > "$T/ix"
echo 'indexed 1 file (0.0 MB): 1 fresh, 0 grown, 0 made; 1 entry of deleted files pruned; the index holds 1 entry, 0.0 MB' | cmp - "$T/ix"
# A Gemini CLI session-*.json document: its entry's messages are at the
# lines where they start (show --around LINE reads them), its summary the
# root's.
mkdir -p "$T/g" && cp "$FIX"/gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json "$T/g/"
same --tools --thinking "puffin|old" "$T/g"
same -C 1 lighthouse "$T/g"
test "$(fresh --tools --thinking "puffin|old" "$T/g")" = "files: 1 fresh, 0 grown, 0 made"
"$E2E_BIN" show --tools --around 17 4d5e6f70 "$T/g" > "$T/show"
MEMGREP_INDEX=off "$E2E_BIN" show --tools --around 17 4d5e6f70 "$T/g" | cmp - "$T/show"
grep -q 'cc -o lighthouse main.c puffin.o' "$T/show"
