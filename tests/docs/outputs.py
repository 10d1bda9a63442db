#!/usr/bin/env python3
"""The docs' example outputs are real: each `$ memgrep ...` line of a
fenced block of README.md, docs/guide.md, docs/reference.md and the agent
docs (docs/agent/*.md) whose output cannot depend on the reader's own history (it
names a PATH under tests/, or is --explain) is run from the repository
root, and what it prints must be the lines under it, up to the next `$ `
line or the end of the block. A last expected line of `…` alone means the
output goes on: only the lines before it are compared. Other `$ memgrep`
lines (over an imagined history) are counted as skipped. README.md must
have at least 3 checked examples (its quick start), the docs together 8:
fewer means the extractor has broken.

Usage: tests/docs/outputs.py BINARY [-v]
Runs with TZ=UTC (the README shows UTC times), an empty HOME, no colour and
no terminal. Ends with `outputs: N passed, N failed`."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md", "docs/guide.md", "docs/reference.md", "docs/agent/SKILL.md",
        "docs/agent/memgrep-for-agents.md", "docs/agent/MCP.md"]


def blocks(path):
    """Yields (line number, command, expected lines) per `$ ` line of each
    fenced block of the markdown file."""
    inside = False
    cur = None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for no, line in enumerate(lines, 1):
        if line.startswith("```"):
            if inside and cur:
                yield cur
            inside = not inside
            cur = None
            continue
        if not inside:
            continue
        if line.startswith("$ "):
            if cur:
                yield cur
            cur = (no, line[2:], [])
        elif cur:
            cur[2].append(line)


def checkable(cmd):
    if not cmd.startswith("memgrep "):
        return False
    return bool(re.search(r"(^|\s)tests/", cmd)) or " --explain " in cmd + " "


def run_doc(doc, env, verbose):
    """(checked, failed, skipped) of one doc's examples; prints each failure."""
    checked = failed = skipped = 0
    for no, cmd, want in blocks(os.path.join(ROOT, doc)):
        if not checkable(cmd):
            skipped += 1
            if verbose:
                print(f"skip {doc}:{no}: {cmd}")
            continue
        checked += 1
        while want and want[-1] == "":
            want.pop()
        prefix = bool(want) and want[-1] == "…"
        if prefix:
            want = want[:-1]
        r = subprocess.run(["sh", "-c", cmd], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                           capture_output=True, text=True)
        got = r.stdout.rstrip("\n").split("\n") if r.stdout else []
        if prefix:
            got = got[:len(want)]
        if r.returncode == 0 and got == want:
            if verbose:
                print(f"ok {doc}:{no}: {cmd}")
            continue
        failed += 1
        print(f"FAIL {doc}:{no}: `{cmd}` (exit {r.returncode}) prints other lines than the doc's")
        for i in range(max(len(got), len(want))):
            g = got[i] if i < len(got) else "<none>"
            w = want[i] if i < len(want) else "<none>"
            if g != w:
                print(f"  line {i + 1}: doc:    {w[:160]}")
                print(f"  line {i + 1}: output: {g[:160]}")
                break
        if r.stderr:
            print("  stderr: " + r.stderr.strip().split("\n")[0][:200])
    return checked, failed, skipped


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: outputs.py BINARY [-v]")
    binary = os.path.abspath(sys.argv[1])
    verbose = "-v" in sys.argv[2:]
    passed = failed = skipped = 0
    counts = {}
    tmp = tempfile.mkdtemp()
    try:
        bindir = os.path.join(tmp, "bin")
        os.mkdir(bindir)
        os.symlink(binary, os.path.join(bindir, "memgrep"))
        home = os.path.join(tmp, "home")
        os.mkdir(home)
        env = {k: v for k, v in os.environ.items()
               if k not in ("COLUMNS", "CLAUDE_SESSION_ID", "CLAUDE_CONFIG_DIR", "CODEX_HOME",
                            "GEMINI_HOME", "GEMINI_CLI_HOME", "PAGER", "LESS", "MEMGREP_INDEX_DIR")}
        env.update(PATH=bindir + ":" + os.environ.get("PATH", "/usr/bin:/bin"), HOME=home,
                   TZ="UTC", NO_COLOR="1", LC_ALL="C.UTF-8",
                   MEMGREP_INDEX_DIR=os.path.join(tmp, "index"))
        for doc in DOCS:
            c, f, k = run_doc(doc, env, verbose)
            counts[doc] = c
            passed += c - f
            failed += f
            skipped += k
    finally:
        shutil.rmtree(tmp)
    # The check can fail: a doc with fewer checkable examples than it has
    # is a failure (the extractor broke, or the examples went).
    for doc, least in (("README.md", 3), (None, 8)):
        n = counts.get(doc, 0) if doc else sum(counts.values())
        if n < least:
            failed += 1
            print(f"FAIL outputs-found: only {n} checkable examples in {doc or 'the docs'} (want {least})")
    if verbose:
        print("checked: " + ", ".join(f"{d} {n}" for d, n in counts.items()))
    print(f"({skipped} examples over an imagined history not run)")
    print(f"outputs: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
