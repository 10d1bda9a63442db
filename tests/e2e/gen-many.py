#!/usr/bin/env python3
"""Writes DIR/p<k>/<sid>.jsonl: SESSIONS sessions of LINES user lines each,
all holding the word heron, for cases that need a search that takes a
while (--timeout). Usage: gen-many.py DIR SESSIONS LINES"""
import json, os, sys

out, sessions, lines = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for s in range(sessions):
    d = os.path.join(out, "p%d" % (s % 7))
    os.makedirs(d, exist_ok=True)
    sid = "%08d-0000-4000-8000-000000000000" % s
    with open(os.path.join(d, sid + ".jsonl"), "w") as f:
        for i in range(lines):
            f.write(json.dumps({"type": "user", "sessionId": sid, "uuid": "%d-%d" % (s, i),
                                "timestamp": "2025-01-01T00:00:00Z", "cwd": "/x",
                                "message": {"role": "user", "content": "the heron waits by the water %d" % i}}) + "\n")
