# Issue 30, docs/reference.md §1, Cursor's IDE database: a global database
# written by another process (WAL mode) while memgrep reads it: each write
# adds a prompt's and a reply's bubble rows and their headers to the chat
# in one transaction; every search and show meanwhile succeeds with
# nothing on stderr and sees whole turns only (as many prompts as
# replies: no half-written chat), and at the end every turn.
env: XDG_CONFIG_HOME=$T/cfg
setup: mkdir cfg && cp -r "$FIX/../../recorded/cursor-built/Cursor" cfg/
args: quillowisp -l
--- stdout
$T/cfg/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876
--- check
DB=$T/cfg/Cursor/User/globalStorage/state.vscdb
python3 - "$DB" "$T/writer-started" > "$T/writer.out" 2>&1 <<'PY' &
import json, sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
con.execute("PRAGMA journal_mode=WAL")
cid = "3f2e1d0c-b9a8-4765-8432-10fedcba9876"
key = "composerData:" + cid
open(sys.argv[2], "w").close()
end = time.time() + 6
n = 0
while time.time() < end:
    con.execute("BEGIN IMMEDIATE")
    c = json.loads(con.execute("SELECT value FROM cursorDiskKV WHERE key = ?", (key,)).fetchone()[0])
    for kind, word in ((1, "livewrite"), (2, "livereply")):
        bid = "z%06d%d" % (n, kind)
        con.execute("INSERT INTO cursorDiskKV VALUES (?, ?)", ("bubbleId:%s:%s" % (cid, bid),
                    json.dumps({"_v": 3, "type": kind, "bubbleId": bid, "text": "%s %d" % (word, n)})))
        c["fullConversationHeadersOnly"].append({"bubbleId": bid, "type": kind})
        time.sleep(0.002)
    c["lastUpdatedAt"] += 1000
    con.execute("UPDATE cursorDiskKV SET value = ? WHERE key = ?", (json.dumps(c), key))
    con.execute("COMMIT")
    n += 1
print("turns", n)
PY
W=$!
while [ ! -e "$T/writer-started" ]; do sleep 0.05; done
runs=0
while kill -0 $W 2>/dev/null; do
	"$E2E_BIN" show -j 1 3f2e1d0c > "$T/show" 2> "$T/err"
	[ ! -s "$T/err" ] || { cat "$T/err"; exit 1; }
	u=$(grep -c '^    livewrite ' "$T/show" || true)
	a=$(grep -c '^    livereply ' "$T/show" || true)
	[ "$u" = "$a" ] || { echo "half-written: $u prompts, $a replies"; exit 1; }
	memgrep -c --no-index "livewrite|livereply" > "$T/count" 2> "$T/err" || true
	[ ! -s "$T/err" ] || { cat "$T/err"; exit 1; }
	runs=$((runs + 1))
done
wait $W
grep -q '^turns [1-9]' "$T/writer.out"
[ "$runs" -ge 3 ]
n=$(sed -n 's/^turns //p' "$T/writer.out")
[ "$("$E2E_BIN" show -j 1 3f2e1d0c | grep -c '^    livereply ')" = "$n" ]
