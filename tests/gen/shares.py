#!/usr/bin/env python3
"""Byte shares of Claude Code transcripts, measured independently of the
generator (tests/gen/gen_history.c), so that tests/gen/run can hold its
output against real histories.

    tests/gen/shares.py [--json] DIR|FILE...

Reads every *.jsonl file below the arguments. A file whose first JSON line
has a "payload" object is a Codex CLI rollout and is skipped (counted).
Every byte of the other files falls into one of four classes:

  text      in "user" and "assistant" lines, message.content when it is a
            string, and the "text" of its "text" blocks; the "summary" of
            "summary" lines, the "aiTitle" of "ai-title" lines and the
            "customTitle" of "custom-title" lines
  tool      a "tool_use" block's "name" and every string value of its
            "input", at any depth; a "tool_result" block's "content" when it
            is a string, else the "text" of its "text" blocks
  thinking  the "thinking" of "thinking" blocks
  other     every other byte: keys, punctuation, ids, metadata, the
            toolUseResult copies, signatures, base64 data, newlines, and
            lines that are not valid JSON

A string counts as the UTF-8 length of its decoded value (a lone surrogate
as 3 bytes). The generator's --stats uses the same rules. Prints bytes and
percent per class (or one JSON object with --json)."""
import json
import os
import sys

CLASSES = ("text", "tool", "thinking", "other")


def size(s):
    return len(s.encode("utf-8", "surrogatepass")) if isinstance(s, str) else 0


def strings(v):
    """The decoded bytes of every string value in v (keys not counted)."""
    if isinstance(v, str):
        return size(v)
    if isinstance(v, list):
        return sum(strings(x) for x in v)
    if isinstance(v, dict):
        return sum(strings(x) for x in v.values())
    return 0


def text_blocks(content):
    return sum(size(b.get("text")) for b in content if isinstance(b, dict) and b.get("type") == "text")


def measure_line(o, acc):
    t = o.get("type")
    if t == "summary":
        acc["text"] += size(o.get("summary"))
    elif t == "ai-title":
        acc["text"] += size(o.get("aiTitle"))
    elif t == "custom-title":
        acc["text"] += size(o.get("customTitle"))
    m = o.get("message")
    if t not in ("user", "assistant") or not isinstance(m, dict):
        return
    c = m.get("content")
    if isinstance(c, str):
        acc["text"] += size(c)
        return
    if not isinstance(c, list):
        return
    for b in c:
        if not isinstance(b, dict):
            continue
        kind = b.get("type")
        if kind == "text":
            acc["text"] += size(b.get("text"))
        elif kind == "thinking":
            acc["thinking"] += size(b.get("thinking"))
        elif kind == "tool_use":
            acc["tool"] += size(b.get("name")) + strings(b.get("input"))
        elif kind == "tool_result":
            r = b.get("content")
            acc["tool"] += size(r) if isinstance(r, str) else text_blocks(r) if isinstance(r, list) else 0


def is_codex(path):
    with open(path, "rb") as f:
        for line in f:
            try:
                o = json.loads(line)
            except ValueError:
                continue
            return isinstance(o, dict) and isinstance(o.get("payload"), dict)
    return False


def measure(paths):
    acc = dict.fromkeys(CLASSES, 0)
    total = files = codex = 0
    found = []
    for p in paths:
        if os.path.isfile(p):
            found.append(p)
        for d, subdirs, names in os.walk(p):
            subdirs.sort()
            found += [os.path.join(d, n) for n in sorted(names) if n.endswith(".jsonl")]
    for path in found:
        if is_codex(path):
            codex += 1
            continue
        files += 1
        with open(path, "rb") as f:
            for line in f:
                total += len(line)
                try:
                    o = json.loads(line)
                except ValueError:
                    continue
                if isinstance(o, dict):
                    measure_line(o, acc)
    acc["other"] = total - acc["text"] - acc["tool"] - acc["thinking"]
    return {"files": files, "codex_skipped": codex, "bytes": total, "classes": acc,
            "percent": {k: (100.0 * v / total if total else 0.0) for k, v in acc.items()}}


def main():
    args = sys.argv[1:]
    as_json = "--json" in args
    args = [a for a in args if a != "--json"]
    if not args or any(a.startswith("-") for a in args):
        sys.exit(__doc__)
    r = measure(args)
    if as_json:
        print(json.dumps(r))
        return
    print("files %d (%d Codex rollouts skipped), %d bytes" % (r["files"], r["codex_skipped"], r["bytes"]))
    for k in CLASSES:
        print("%-9s %12d %6.2f%%" % (k, r["classes"][k], r["percent"][k]))


if __name__ == "__main__":
    main()
