# Issue 30, docs/reference.md §1: OpenClaw's SQLite store written by
# another process (WAL mode, as OpenClaw keeps it) while memgrep reads it:
# each write appends a prompt's event and a reply's event to the session
# and touches its window in one transaction, as OpenClaw appends a turn;
# every search and show meanwhile succeeds with nothing on stderr and sees
# whole turns only (as many prompts as replies: no half-written session),
# and at the end every turn.
setup: mkdir -p "$HOME/.openclaw/agents/main" && cp -r "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/main/" && rm -f "$HOME/.openclaw/agents/main/agent/"*-shm "$HOME/.openclaw/agents/main/agent/"*-wal
args: gongoozler -l
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212
--- check
DB=$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite
python3 - "$DB" "$T/writer-started" > "$T/writer.out" 2>&1 <<'PY' &
import json, sqlite3, sys, time, uuid
con = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
con.execute("PRAGMA journal_mode=WAL")
# The schema's checks name octet_length (SQLite 3.43), which an older
# Python's SQLite lacks.
con.create_function("octet_length", 1, lambda v: len(v.encode()) if isinstance(v, str) else None)
sid = "986bbc74-2453-4e72-b40e-343d29c0e212"
end = time.time() + 6
n = 0
while time.time() < end:
    con.execute("BEGIN IMMEDIATE")
    seq, ms = con.execute("SELECT max(seq), max(created_at) FROM transcript_events WHERE session_id = ?", (sid,)).fetchone()
    for role, word in (("user", "livewrite"), ("assistant", "livereply")):
        seq += 1
        ms += 1000
        ev = {"type": "message", "id": str(uuid.uuid4()), "parentId": None,
              "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(ms / 1000)),
              "message": {"role": role, "content": [{"type": "text", "text": "%s %d" % (word, n)}]}}
        con.execute("INSERT INTO transcript_events (session_id, seq, event_json, created_at) VALUES (?, ?, ?, ?)",
                    (sid, seq, json.dumps(ev), ms))
        time.sleep(0.002)
    con.execute("UPDATE session_windows SET updated_at = ? WHERE session_id = ?", (ms, sid))
    con.execute("COMMIT")
    if n == 0:
        open(sys.argv[2], "w").close()
    n += 1
print("turns", n)
PY
W=$!
for i in $(seq 200); do [ -e "$T/writer-started" ] && break; sleep 0.05; done
[ -e "$T/writer-started" ] || { cat "$T/writer.out"; exit 1; }
runs=0
while kill -0 $W 2>/dev/null; do
	"$E2E_BIN" show -j 1 986bbc74 > "$T/show" 2> "$T/err"
	[ ! -s "$T/err" ] || { cat "$T/err"; exit 1; }
	u=$(grep -c '^    livewrite ' "$T/show" || true)
	a=$(grep -c '^    livereply ' "$T/show" || true)
	[ "$u" = "$a" ] || { echo "half-written: $u prompts, $a replies"; exit 1; }
	memgrep -c "livewrite|livereply" > "$T/count" 2> "$T/err" || true
	[ ! -s "$T/err" ] || { cat "$T/err"; exit 1; }
	runs=$((runs + 1))
done
wait $W
grep -q '^turns [1-9]' "$T/writer.out"
[ "$runs" -ge 3 ]
n=$(sed -n 's/^turns //p' "$T/writer.out")
[ "$("$E2E_BIN" show -j 1 986bbc74 | grep -c '^    livereply ')" = "$n" ]
# Through the index, after the writes: every turn, as without it.
memgrep -c "livewrite|livereply" > "$T/ix"
memgrep --no-index -c "livewrite|livereply" | cmp - "$T/ix"
grep -qx ".*#986bbc74-2453-4e72-b40e-343d29c0e212:$((2 * n))" "$T/ix"
