#!/usr/bin/env python3
"""Checks one memgrep run of tests/nasty/run against gen.py's expectation.

    check.py EXPECT.json STDOUT STDERR STATUS MODE

The run was `memgrep --flat -n 1000000 --format json ARGS` (MODE `exact`:
with --no-prefilter, so every line is decoded). Asserts the exit status, the
exact set of matching messages (file, line, uuid, text), and stderr: the
malformed-line warning (its exact count in mode `exact`, 1 to that count
otherwise, or 0 to it when the expectation says the malformed lines need not
be decoded; none when there is none), the no-result message and hint when
nothing is found, and nothing else. An expectation with an "error" is a PATH refused before any search: exit
2, that one line on stderr, nothing on stdout. Prints what differs; exit 1
if anything.
"""
import json
import re
import sys

exp_path, out_path, err_path, status, mode = sys.argv[1:6]
exp = json.load(open(exp_path, encoding="utf-8"))
problems = []


def short(v):
    s = repr(v)
    return s if len(s) < 300 else s[:150] + " … " + s[-100:] + " (%d chars)" % len(s)


if int(status) != exp["exit"]:
    problems.append("exit status %s, expected %d" % (status, exp["exit"]))

if exp.get("error"):
    # A PATH memgrep refuses before searching (issue 31 point 7): exit 2,
    # that one line on stderr, nothing on stdout.
    err = open(err_path, "rb").read().decode("utf-8", "replace").splitlines()
    if err != ["memgrep: " + exp["error"]]:
        problems.append("stderr %s, expected the one line %r" % (short(err), "memgrep: " + exp["error"]))
    if open(out_path, "rb").read():
        problems.append("stdout is not empty")
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)

err = open(err_path, "rb").read().decode("utf-8", "replace").splitlines()
malformed_seen = None
no_result = hint = False
for ln in err:
    m = re.fullmatch(r"memgrep: warning: skipped (\d+) malformed lines? of the \d+ lines? decoded "
                     r"\(the first: .+:[1-9]\d*\)", ln)
    if m and malformed_seen is None:
        malformed_seen = int(m.group(1))
    elif ln.startswith('No results found for "') and exp["exit"] == 1 and not no_result:
        no_result = True
    elif ln.startswith('No results found: ') and exp["exit"] == 1 and not no_result:
        # No change of the options would find: no hint (issue 31).
        no_result = hint = True
    elif ln.startswith("Hint: ") and no_result and not hint:
        hint = True
    else:
        problems.append("unexpected stderr line: %s" % short(ln))
want = exp["malformed"]
if want == 0 and malformed_seen is not None:
    problems.append("a malformed-line warning (%d) where every line is valid" % malformed_seen)
if want > 0 and mode != "exact" and not exp.get("decoded", True):
    # The prefilter decodes only lines that may match: it may see none
    # of the malformed ones (README: --stats counts what was decoded).
    if malformed_seen is not None and not 1 <= malformed_seen <= want:
        problems.append("warning counts %d malformed lines, expected at most %d" % (malformed_seen, want))
elif want > 0:
    if malformed_seen is None:
        problems.append("no malformed-line warning (%d malformed lines)" % want)
    elif mode == "exact" and malformed_seen != want:
        problems.append("warning counts %d malformed lines, expected %d" % (malformed_seen, want))
    elif mode != "exact" and not 1 <= malformed_seen <= want:
        problems.append("warning counts %d malformed lines, expected 1 to %d" % (malformed_seen, want))
if exp["exit"] == 1 and not (no_result and hint):
    problems.append("no 'No results found' message and hint on stderr")

try:
    doc = json.load(open(out_path, encoding="utf-8"))
    got = []
    # --flat: a list of messages, each with its session's fields (issue 15).
    for m in doc["messages"]:
        if not m.get("context"):
            got.append([m["file"], m["line"], m["uuid"], m["text"]])
    key = lambda m: (m[0], m[1], m[2] or "")
    got.sort(key=key)
    want_msgs = sorted(exp["messages"], key=key)
    if got != want_msgs:
        gs = {tuple(m) for m in got}
        ws = {tuple(m) for m in want_msgs}
        for m in sorted(ws - gs, key=key):
            problems.append("missing: %s" % short(list(m)))
        for m in sorted(gs - ws, key=key):
            problems.append("unexpected: %s" % short(list(m)))
        if gs == ws:
            problems.append("messages repeated: %d found, %d expected" % (len(got), len(want_msgs)))
    st = doc.get("stats", {}).get("malformed")
    if st != (malformed_seen or 0):
        problems.append("json stats.malformed %r, stderr says %r" % (st, malformed_seen))
except (ValueError, KeyError, TypeError) as e:
    problems.append("stdout is not the json document: %s" % e)

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
