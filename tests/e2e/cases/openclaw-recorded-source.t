# Issue 30, docs/reference.md §1: OpenClaw is on by default when its root
# exists (OPENCLAW_STATE_DIR, else ~/.openclaw), and is selected by
# --source openclaw and by --openclaw; a --source that names only another
# source leaves it out. Its header is pi's: a file is OpenClaw's by where it
# lives (below its root), a copy elsewhere pi's. The <id>.trajectory.jsonl
# beside a transcript is not read (--stats counts one file).
env: OPENCLAW_STATE_DIR=$T/state
setup: mkdir -p "$T/state/agents/main/sessions" "$T/elsewhere"; cp "$FIX/../../recorded/openclaw-2026.5.28"/.openclaw/agents/main/sessions/*.jsonl "$T/state/agents/main/sessions/"; cp "$FIX/../../recorded/openclaw-2026.5.28"/.openclaw/agents/main/sessions/*.jsonl "$T/elsewhere/"; echo '{"traceSchema":"openclaw-trajectory","schemaVersion":1,"type":"session.started","data":{"prompt":"balderdash"}}' > "$T/state/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.trajectory.jsonl"
run: memgrep -c balderdash; memgrep --source openclaw -c balderdash; memgrep --openclaw -c balderdash; memgrep --source codex balderdash 2>&1; echo "exit $?"; memgrep --stats balderdash 2>&1 >/dev/null | grep '^  source'; for p in "$T/state/agents" "$T/elsewhere"; do memgrep --no-index --format json balderdash "$p" | python3 -c 'import json, sys; d = json.load(sys.stdin); print([s["source"] for s in d["sessions"]])'; done
--- stdout
$T/state/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.jsonl:2
$T/state/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.jsonl:2
$T/state/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.jsonl:2
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
exit 1
  source openclaw 1 files, 0 bytes, 14 lines, 2 messages, 2 matches
['openclaw']
['pi']
--- stderr
