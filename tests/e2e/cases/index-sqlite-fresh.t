# docs/reference.md §12, issue 30: each session of an SQLite database has an
# index entry of its own, keyed by its path (DB#ID) and its listing (its
# last update time and its rows). After memgrep index a search reads both
# sessions (OpenCode's and Kilo's) from their entries, not rendered, and
# answers as MEMGREP_INDEX=off does; a part of OpenCode's session updated
# in place (as OpenCode does: its data and time_updated, WAL mode) makes
# that session's entry anew on the next search, its new word found (never
# stale), while Kilo's, unchanged, is still read from its entry; a part
# inserted the same.
setup: mkdir -p data/opencode data/kilo && cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" data/opencode/ && cp "$FIX/../../recorded/kilo-7.7.7/.local/share/kilo/kilo.db" data/kilo/
env: XDG_DATA_HOME=$T/data
run: "$E2E_BIN" index | sed 's/, in .*//'
--- stdout
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB
--- check
# The same output with the index and without (JSON without its stats).
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
same --tools -C 1 "hello|quokkaroo|bumfuzzle"
same --thinking "answer"
test "$(fresh answer)" = "files: 2 fresh, 0 grown, 0 made"
"$E2E_BIN" sessions > "$T/s1"
grep -q '^2026-.*ses_dd8e6  opencode .*quokkaroo plain answer' "$T/s1"
DB=$XDG_DATA_HOME/opencode/opencode.db
python3 - "$DB" <<'PY'
import json, sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA journal_mode=WAL")
pid, data = con.execute("SELECT id, data FROM part WHERE data LIKE '%snollygoster answer 2%'").fetchone()
d = json.loads(data)
d["text"] += " tatterdemalion"
con.execute("UPDATE part SET data = ?, time_updated = ? WHERE id = ?", (json.dumps(d), int(time.time() * 1000), pid))
PY
sleep 0.1
test "$(fresh tatterdemalion)" = "files: 1 fresh, 0 grown, 1 made"
memgrep tatterdemalion | grep -q 'snollygoster answer 2 tatterdemalion'
same tatterdemalion
test "$(fresh tatterdemalion)" = "files: 2 fresh, 0 grown, 0 made"
python3 - "$DB" <<'PY'
import json, sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA journal_mode=WAL")
mid, sid = con.execute("SELECT message_id, session_id FROM part WHERE data LIKE '%snollygoster answer 2%'").fetchone()
t = int(time.time() * 1000)
con.execute("INSERT INTO part (id, message_id, session_id, time_created, time_updated, data) VALUES (?, ?, ?, ?, ?, ?)",
            ("prt_zzzzzzzzzzzzzzzzzzzzzzzzzz", mid, sid, t, t, json.dumps({"type": "text", "text": "gallimaufry données"})))
PY
test "$(fresh gallimaufry)" = "files: 1 fresh, 0 grown, 1 made"
memgrep gallimaufry | grep -q 'gallimaufry données'
same -C 2 "gallimaufry|tatterdemalion"
"$E2E_BIN" show ses_dd8e6 | grep -q 'gallimaufry données'
