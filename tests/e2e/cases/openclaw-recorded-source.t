# Issue 30, docs/reference.md §1: OpenClaw is on by default when its root
# exists (OPENCLAW_STATE_DIR, else ~/.openclaw), and is selected by
# --source openclaw and by --openclaw; a --source that names only another
# source leaves it out. Its header is pi's: a file is OpenClaw's by where it
# lives (below its root), a copy elsewhere pi's.
env: OPENCLAW_STATE_DIR=$FIX/../../recorded/openclaw-2026.9.6/.openclaw
setup: mkdir "$T/elsewhere"; cp "$FIX/../../recorded/openclaw-2026.9.6"/.openclaw/agents/main/sessions/*.jsonl "$T/elsewhere/"
run: memgrep -c balderdash; memgrep --source openclaw -c balderdash; memgrep --openclaw -c balderdash; memgrep --source codex balderdash 2>&1; echo "exit $?"; for p in "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents" "$T/elsewhere"; do memgrep --no-index --format json balderdash "$p" | python3 -c 'import json, sys; d = json.load(sys.stdin); print([s["source"] for s in d["sessions"]])'; done
--- stdout
$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/sessions/5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03.jsonl:2
$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/sessions/5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03.jsonl:2
$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/sessions/5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03.jsonl:2
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
exit 1
['openclaw']
['pi']
--- stderr
