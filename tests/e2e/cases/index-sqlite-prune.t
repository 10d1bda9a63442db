# docs/reference.md §12, issue 30: a session deleted from its database has
# its entry pruned by memgrep index, or with keeping on kept as an archived
# session (found, listed and shown as one), while the other sessions'
# entries stay fresh; a session the walk leaves out (older than --since) is
# not taken for a deleted one.
setup: mkdir -p data/opencode data/kilo && cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" data/opencode/ && cp "$FIX/../../recorded/kilo-7.7.7/.local/share/kilo/kilo.db" data/kilo/
env: XDG_DATA_HOME=$T/data
run: "$E2E_BIN" index --keep | sed 's/, in .*//'
--- stdout
keeping is on: the entries of session files are kept when the files are deleted, and searched as archived sessions (memgrep index --no-keep turns it off)
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned, 0 kept (archived); the index holds 2 entries, 0.0 MB
--- check
"$E2E_BIN" index --stats | sed -n 2,4p > "$T/st"
printf '%s\n' 'entries     2  0.0 MB' 'fresh       2  up to date with their files' \
	'stale       0  their files changed: remade when next read' | cmp - "$T/st"
# Left out by --since: not archived.
! memgrep --since 10m "quokkaroo|bumfuzzle"
python3 - "$XDG_DATA_HOME/opencode/opencode.db" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA journal_mode=WAL")
for t in ("part", "message", "session"):
    con.execute(f"DELETE FROM {t} WHERE {'id' if t == 'session' else 'session_id'} = 'ses_dd8e6ba89ffeNJSnHmffeFegfr'")
PY
"$E2E_BIN" index --stats | grep -E '^(entries|fresh|orphaned|archived) ' | awk '{print $1, $2}' > "$T/st"
printf '%s\n' 'entries 2' 'fresh 1' 'orphaned 0' 'archived 1' | cmp - "$T/st"
memgrep quokkaroo | grep -q '^\[1/1\] ses_dd8e6 .* archived • quokkaroo plain answer'
"$E2E_BIN" sessions | grep -q 'ses_dd8e6  opencode .*\[archived\]  quokkaroo plain answer'
"$E2E_BIN" show ses_dd8e6 | grep -q 'snollygoster answer 2'
memgrep bumfuzzle | grep -q 'ses_dd8e5'
! memgrep bumfuzzle | grep -q archived
"$E2E_BIN" index --no-keep | sed 's/, in .*//' | tail -n 1 > "$T/ix"
echo 'indexed 1 file (0.0 MB): 1 fresh, 0 grown, 0 made; 1 entry of deleted files pruned; the index holds 1 entry, 0.0 MB' | cmp - "$T/ix"
! memgrep quokkaroo
