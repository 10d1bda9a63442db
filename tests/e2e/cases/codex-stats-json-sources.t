# docs/reference.md §8: in json, stats.sources has one object per source with files,
# bytes, lines, messages, matches; an explicit folder mixing both formats
# counts each file under the format it was read as. messages counts the
# messages of the lines decoded: the rollout's <environment_context> line is
# read too (its first real prompt is sought, §2), and dropped as noise.
args: --format json walrus codex/mixed
--- check
python3 - "$OUT" <<'PY'
import json, os, sys
src = json.load(open(sys.argv[1], encoding="utf-8"))["stats"]["sources"]
cl = ["codex/mixed/c1a0de00-0000-4000-8000-000000000010.jsonl", "codex/mixed/rollout-2025-04-05T09-00-00-c1a0de11-0000-4000-8000-000000000011.jsonl"]
cx = ["codex/mixed/rollout-2025-04-05T08-00-00-c0de4444-0000-4000-8000-000000000004.jsonl"]
def want(files, messages, matches):
    return {"files": len(files), "bytes": sum(os.path.getsize(f) for f in files),
            "lines": sum(sum(1 for _ in open(f, encoding="utf-8")) for f in files),
            "messages": messages, "matches": matches}
for name, w in [("claude", want(cl, 3, 3)), ("codex", want(cx, 3, 2))]:
    got = {k: src[name][k] for k in w}
    assert got == w, "%s: %r, expected %r" % (name, got, w)
PY
