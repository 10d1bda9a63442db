# Issue 31 point 6: every list output cut by -n or --offset says so on
# stderr, and says nothing when nothing was cut: a search in text (also
# -m 0, a line per session), tsv, json, jsonl (also -m 0), -l, -c and
# --flat, memgrep sessions in each of its formats and memgrep projects in
# each of its own; json's total counts them all and its capped is true
# exactly when some are left out after the page. Each command is run on
# pages that cut nothing, cut the end, start past --offset, show none
# (-n 0) and start past the last; the count of what each printed is
# checked too where it is one line (or object) per entry.
env: HOME=$FIX/browse/home
run: true
--- check
python3 - <<'PY'
import json, subprocess
Q = "harbor|tugboat|crane|mooring|buoy"
def run(args):
    p = subprocess.run(["memgrep", "--source", "claude,codex"] + args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr
def notice(what, total, n, off):
    shown = max(0, min(n, total - off))
    if shown == 0:
        if off and off >= total:
            return "memgrep: offset %d is past the last of %d %s\n" % (off, total, what[:-1] if total == 1 else what)
        return "memgrep: none of the %d %s shown: raise -n\n" % (total, what)
    if off:
        return "memgrep: %s %d to %d of %d shown (--offset %d)\n" % (what, off + 1, off + shown, total, off)
    if shown < total:
        return "memgrep: %d of %d %s shown; -n %d for all\n" % (shown, total, what, total)
    return ""
def count(fmt, out):
    lines = out.splitlines()
    if fmt == "text":
        return len([l for l in lines if l.startswith("[")])
    return len(lines)
cmds = [
    ("sessions", [Q], [("text", []), ("text", ["-m", "0"]), ("tsv", ["--format", "tsv"]), ("json", ["--format", "json"]),
                       ("jsonl", ["--format", "jsonl", "-m", "0"]), ("jsonl*", ["--format", "jsonl"]), ("lines", ["-l"]), ("lines", ["-c"])]),
    ("messages", ["--flat", Q], [("text", []), ("json", ["--format", "json"]), ("lines*", ["-l"])]),
    ("sessions", ["sessions"], [("lines", []), ("lines", ["--format", "tsv"]), ("json", ["--format", "json"]),
                                ("lines", ["--format", "jsonl"]), ("lines", ["-l"]), ("lines", ["-c"])]),
    ("projects", ["projects"], [("lines", []), ("lines", ["--format", "tsv"]), ("json", ["--format", "json"]),
                                ("lines", ["--format", "jsonl"])]),
]
bad = []
for what, base, fmts in cmds:
    head = base[:1] if base[0] in ("sessions", "projects") else []
    rest = base[len(head):]
    code, out, err = run(head + ["--format", "json", "-n", "1000"] + rest)
    assert code == 0, (base, code, err)
    doc = json.loads(out)
    total = doc["total"]
    assert total >= 2, (base, total)
    for fmt, extra in fmts:
        for n, off in ((100, 0), (2, 0), (2, 1), (2, total - 1), (0, 0), (2, total)):
            args = head + extra + ["-n", str(n)] + (["--offset", str(off)] if off else []) + rest
            code, out, err = run(args)
            want = notice(what, total, n, off)
            shown = max(0, min(n, total - off))
            if err != want:
                bad.append("%s: stderr %r, not %r" % (" ".join(args), err, want))
            if code != (0 if shown else 1):
                bad.append("%s: exit %d" % (" ".join(args), code))
            if fmt == "json":
                d = json.loads(out)
                items = d.get("sessions", d.get("messages", d.get("projects")))
                if (d["total"], d["capped"], len(items)) != (total, total - off > n, shown):
                    bad.append("%s: total %s capped %s %d shown" % (" ".join(args), d["total"], d["capped"], len(items)))
            elif not fmt.endswith("*") and fmt != "tsv" and count(fmt, out) != shown:
                bad.append("%s: %d printed, not %d" % (" ".join(args), count(fmt, out), shown))
assert not bad, "\n".join(bad)
PY
