# The resume commands are shell words that give back the project and the id
# exactly (Python's shlex reads them as a POSIX shell does), the project with
# a quote and a space included.
env: HOME=$FIX/browse/home
run: true
--- stdout
--- stderr
--- check
python3 - <<'PY'
import json, os, shlex, subprocess
p = subprocess.run([os.environ["E2E_BIN"], "-j", "1", "--source", "claude,codex", "--format", "jsonl",
                    "tugboat|buoy|mooring"], capture_output=True, text=True,
                   env=dict(os.environ, HOME=os.environ["FIX"] + "/browse/home"))
seen = {}
for line in p.stdout.splitlines():
    m = json.loads(line)
    seen[m["session_id"]] = (m["source"], m["project"], m["resume"])
assert len(seen) == 4, seen
for sid, (source, project, cmd) in seen.items():
    words = shlex.split(cmd)
    # Codex's goes to its project too (issue 28 point 6).
    agent = ["codex", "resume"] if source == "codex" else ["claude", "--resume"]
    assert words == ["cd", project, "&&"] + agent + [sid], words
assert seen["5e55c000-0000-4000-8000-00000000000c"][1] == "/home/dev/it's here"
PY
