# docs/reference.md §12, keeping: a session file deleted, searched as
# archived, then put back at its path: the walk finds it, so it is read
# from disk (its entry made again: index made 1, no archived file read) and
# counted once, not archived (resume line back); --stats no longer counts
# it as archived.
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 --keep >/dev/null; F=$T/.claude/projects/-tmp-memgrep-record-claude-bash/c2c559cc-6cb1-41d7-b347-b6e2dc565e24.jsonl; mv "$F" "$T/saved"; memgrep -m 1 zorbulon | head -n 1; sleep 0.1; cp "$T/saved" "$F"; memgrep --resume -m 1 --stats zorbulon 2>"$T/st"; grep -Eo 'files: [^;]*|archived .*' "$T/st"; "$E2E_BIN" index --stats | grep '^archived'
--- stdout
[1/1] c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • 2 matches • archived • Run echo hello, then say zorbulon
[1/1] c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • 2 matches • Run echo hello, then say zorbulon
  resume: cd '/tmp/memgrep-record/claude/bash' && claude --resume c2c559cc-6cb1-41d7-b347-b6e2dc565e24
  assistant  2026-11-29 02:42  L8  zorbulon answer 1
files: 3 fresh, 0 grown, 1 made, 0 read directly (over 16 MiB)
archived    0  0.0 MB  kept entries of deleted files, searched as archived sessions
--- stderr
--- check
python3 - <<'PY'
import json, os, subprocess
d = json.loads(subprocess.run([os.environ["E2E_BIN"], "-j", "1", "--format", "json", "zorbulon"],
                              capture_output=True, text=True, check=True).stdout)
assert d["total"] == 1 and len(d["sessions"]) == 1, d
s = d["sessions"][0]
assert s["archived"] is False and s["matches"] == 2 and s["resume"], s
ix = d["stats"]["index"]
assert "archived" not in ix and ix["fresh"] + ix["made"] == 4, ix
PY
