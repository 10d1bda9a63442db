# Issue 30, docs/reference.md §1: an OpenCode database written by another
# process (WAL mode, as OpenCode keeps it) while memgrep reads it: each
# write adds a prompt and its reply in one transaction; every search and
# show meanwhile succeeds with nothing on stderr and sees whole turns only
# (as many prompts as replies: no half-written session).
env: XDG_DATA_HOME=$T/data
setup: mkdir -p data/opencode && cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" data/opencode/
args: quokkaroo -l
--- stdout
$T/data/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr
--- check
DB=$XDG_DATA_HOME/opencode/opencode.db
python3 - "$DB" "$T/writer-started" > "$T/writer.out" 2>&1 <<'PY' &
import json, sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
con.execute("PRAGMA journal_mode=WAL")
sid = "ses_dd8e6ba89ffeNJSnHmffeFegfr"
open(sys.argv[2], "w").close()
end = time.time() + 6
n = 0
while time.time() < end:
    t = 1795952400000 + n * 10
    con.execute("BEGIN IMMEDIATE")
    for role, word in (("user", "livewrite"), ("assistant", "livereply")):
        mid = f"msg_z{n:06d}{role[0]}"
        con.execute("INSERT INTO message (id, session_id, time_created, time_updated, data) VALUES (?, ?, ?, ?, ?)",
                    (mid, sid, t, t, json.dumps({"role": role, "time": {"created": t}})))
        con.execute("INSERT INTO part (id, message_id, session_id, time_created, time_updated, data) VALUES (?, ?, ?, ?, ?, ?)",
                    (f"prt_z{n:06d}{role[0]}", mid, sid, t, t, json.dumps({"type": "text", "text": f"{word} {n}"})))
        time.sleep(0.002)
    con.execute("UPDATE session SET time_updated = ? WHERE id = ?", (t, sid))
    con.execute("COMMIT")
    n += 1
print("turns", n)
PY
W=$!
while [ ! -e "$T/writer-started" ]; do sleep 0.05; done
runs=0
while kill -0 $W 2>/dev/null; do
	"$E2E_BIN" show -j 1 ses_dd8e6ba89ffeNJSnHmffeFegfr > "$T/show" 2> "$T/err"
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
# At the end, every turn written is found.
n=$(sed -n 's/^turns //p' "$T/writer.out")
[ "$("$E2E_BIN" show -j 1 ses_dd8e6ba89ffeNJSnHmffeFegfr | grep -c '^    livereply ')" = "$n" ]
