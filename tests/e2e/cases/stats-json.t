# docs/reference.md §4.5, §6: the json document's "stats" holds the funnel
# (files, bytes, lines, lines_decoded, messages, drops per reason, matches,
# sessions) and wall and CPU time per stage.
args: --format json retry basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
st = json.load(open(sys.argv[1], encoding="utf-8"))["stats"]
assert st["files"] == 1 and st["lines"] == 3, st
assert st["bytes"] > 0 and st["lines_decoded"] >= 1, st
assert st["matches"] == 2 and st["sessions"] == 1, st
for reason in ("noise", "short", "recall_output", "type", "time", "recall_cutoff", "recall_fork", "session", "duplicate"):
    assert reason in st["drops"], reason
for stage in ("discover", "read", "prefilter", "decode", "match", "scan", "rank", "format", "total"):
    assert "wall_ms" in st["stages"][stage] and "cpu_ms" in st["stages"][stage], stage
PY
