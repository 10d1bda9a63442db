#!/usr/bin/env python3
"""Makes the hostile inputs of tests/nasty/run and what memgrep must answer.

    gen.py WORKDIR EXPECTDIR BINARY

Writes files that break naive tools under WORKDIR (paths below are relative
to it, as memgrep is run from there) and, for each case checked by
tests/nasty/check.py, EXPECTDIR/NAME.json:

    {"args": [...],            # memgrep arguments after the fixed ones
     "exit": 0 or 1,
     "malformed": N,           # malformed lines among all lines (exact with
                               # --no-prefilter; the default run decodes
                               # fewer lines, so it may count fewer)
     "decoded": true,          # whether the default run must warn too
     "messages": [[file, line, uuid, text], ...]}   # every match, any order

Everything is deterministic (a fixed random seed). BINARY is copied as "a
binary file named .jsonl".
"""
import json
import os
import random
import sys

W, EXP, BIN = sys.argv[1], sys.argv[2], sys.argv[3]
TS = "2025-04-01T10:00:00Z"
rnd = random.Random(4)


def raw_line(sid, uuid, body, typ="user", cwd="/w", ts=TS):
    """A Claude Code line whose message.content is the raw JSON string body
    `body` (bytes, already escaped as JSON, without the quotes)."""
    cwd = cwd if isinstance(cwd, bytes) else cwd.encode()
    head = '{"type":"%s","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"' % (typ, sid, uuid, ts)
    return head.encode() + cwd + ('","message":{"role":"%s","content":"' % typ).encode() + body + b'"}}'


def line(sid, uuid, text, **kw):
    """A valid line holding text; returns (bytes, text)."""
    body = json.dumps(text, ensure_ascii=False)[1:-1].encode()
    return raw_line(sid, uuid, body, **kw), text


def count_lines(data):
    """Non-blank lines, as memgrep counts them (a BOM opening the file is
    skipped; lines of only spaces, tabs and CRs are blank)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    parts = data.split(b"\n")
    if parts and parts[-1] == b"":
        parts.pop()
    return sum(1 for p in parts if p.strip(b" \t\r") != b"")


def write(path, data):
    full = os.path.join(W, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data)


def expect(name, args, exit_status, malformed, messages, decoded=True, error=None):
    """decoded: the malformed lines hold the query's term, so the default
    run (with the prefilter) decodes some and warns too. error: the one
    line (without "memgrep: ") of a PATH refused before the search."""
    with open(os.path.join(EXP, name + ".json"), "w", encoding="utf-8") as f:
        json.dump({"args": args, "exit": exit_status, "malformed": malformed, "messages": messages,
                   "decoded": decoded, "error": error}, f, ensure_ascii=False)


class File:
    """A file built line by line: valid lines are expected results when
    `found`, hostile ones are counted as malformed when `bad`."""

    def __init__(self, path):
        self.path, self.parts, self.found, self.bad = path, [], [], 0

    def add(self, data, text=None, uuid=None, bad=False, sep=b"\n"):
        self.parts.append(data + sep)
        n = len(self.parts)
        if text is not None:
            self.found.append([self.path, n, uuid, text])
        if bad:
            self.bad += 1

    def ok(self, sid, uuid, text, sep=b"\n", **kw):
        data, text = line(sid, uuid, text, **kw)
        self.add(data, text, uuid, sep=sep)

    def save(self):
        write(self.path, b"".join(self.parts))


# --- a binary file named .jsonl ------------------------------------------
# Named as a PATH it is refused (issue 31 point 7: no source reads it);
# found by the walk of a folder it is read, every line malformed.
NOT = "%s is not a session file of any source (first line: not text)"
data = bytes(rnd.getrandbits(8) for _ in range(256 * 1024))
write("binary/random.jsonl", data)
expect("binary-random", ["zebra", "binary/random.jsonl"], 2, 0, [], error=NOT % "binary/random.jsonl")
write("binary-walked/random/r.jsonl", data)
expect("binary-random-walked", ["zebra", "binary-walked/random"], 1, count_lines(data), [])

with open(BIN, "rb") as f:
    data = f.read()
write("binary/elf.jsonl", data)
expect("binary-elf", ["zebra", "binary/elf.jsonl"], 2, 0, [], error=NOT % "binary/elf.jsonl")
write("binary-walked/elf/e.jsonl", data)
expect("binary-elf-walked", ["zebra", "binary-walked/elf"], 1, count_lines(data), [])

f = File("binary/mixed.jsonl")
sid = "b1b1b1b1-0000-4000-8000-000000000001"
f.ok(sid, "bin-1", "zebra: the first readable line of a binary file")
for i in range(20):
    junk = bytes(b for b in (rnd.getrandbits(8) for _ in range(3000)) if b != 10)
    # "zebra" in every garbage line, so the prefilter sends it to the decoder.
    f.add(b"\x00zebra" + junk[:1500] + b"zebra" + junk[1500:], bad=True)
    if i == 9:
        f.ok(sid, "bin-2", "zebra: a readable line between garbage lines")
f.ok(sid, "bin-3", "zebra: the last readable line of a binary file")
f.save()
expect("binary-mixed", ["zebra", f.path], 0, f.bad, f.found)

# --- NUL bytes inside lines -------------------------------------------------
f = File("nul/n.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000002"
f.ok(sid, "nul-1", "zebra before the NUL lines")
f.add(raw_line(sid, "nul-2", b"zebra raw \x00 NUL inside a string"), bad=True)
f.add(line(sid, "nul-3", "zebra with a NUL after the object")[0] + b"\x00", bad=True)
f.add(b"\x00", bad=True)
f.add(b"\x00" * 100 + b"zebra", bad=True)
f.add(b"\x00" + line(sid, "nul-4", "zebra with a NUL before the object")[0], bad=True)
f.add(b" \x00 \t", bad=True)
f.add(raw_line(sid, "nul-5", b"zebra escaped \\u0000 NUL"), "zebra escaped \ufffd NUL", "nul-5")
f.ok(sid, "nul-6", "zebra after the NUL lines")
f.save()
expect("nul-bytes", ["zebra", f.path], 0, f.bad, f.found)

# --- invalid UTF-8 ------------------------------------------------------------
f = File("utf8/u.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000003"
f.ok(sid, "utf-1", "zebra plain ascii line")
f.ok(sid, "utf-2", "zebra café 😀 ünïcödé Ωμέγα")
for uuid, junk in [("utf-3", b"\xff\xfe"), ("utf-4", b"\xc0\xaf"), ("utf-5", b"\xed\xa0\x80"),
                   ("utf-6", b"\xe2\x82"), ("utf-7", b"\xf4\x90\x80\x80"), ("utf-8", b"\x80"),
                   ("utf-9", b"\xf8\x88\x80\x80\x80"), ("utf-10", b"\xc3")]:
    f.add(raw_line(sid, uuid, b"zebra invalid " + junk + b" bytes"), bad=True)
# Invalid bytes in a field that is not searched: still a malformed line.
f.add(raw_line(sid, "utf-11", b"zebra with a bad cwd", cwd=b"/w\xff"), bad=True)
# Noncharacters are valid UTF-8.
f.ok(sid, "utf-12", "zebra noncharacters \uffff \U0010ffff \ufdd0")
f.ok(sid, "utf-13", "zebra last line")
f.save()
expect("invalid-utf8", ["zebra", f.path], 0, f.bad, f.found)
expect("invalid-utf8-fold", ["CAFÉ", f.path], 0, f.bad, [m for m in f.found if m[2] == "utf-2"], decoded=False)

# --- lone and reversed surrogate escapes ---------------------------------------
f = File("surrogate/s.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000004"
for uuid, body, text in [
        ("sur-1", rb"zebra lone high \ud800 end", "zebra lone high \ufffd end"),
        ("sur-2", rb"zebra lone low \udc00 end", "zebra lone low \ufffd end"),
        ("sur-3", rb"zebra reversed \udc00\ud800 end", "zebra reversed \ufffd\ufffd end"),
        ("sur-4", rb"zebra pair \ud83d\ude00 end", "zebra pair \U0001f600 end"),
        ("sur-5", rb"zebra high at the end \uDBFF", "zebra high at the end \ufffd"),
        ("sur-6", rb"zebra high then A \ud800\u0041", "zebra high then A \ufffdA"),
        ("sur-7", rb"zebra high high low \ud800\ud800\udc00 x", "zebra high high low \ufffd\U00010000 x"),
        ("sur-8", rb"\udfff zebra low first", "\ufffd zebra low first"),
        ("sur-9", rb"zebra high then escape \ud800\n", "zebra high then escape \ufffd\n"),
]:
    f.add(raw_line(sid, uuid, body), text, uuid)
f.ok(sid, "sur-10", "zebra without any surrogate")
f.save()
expect("surrogates", ["zebra", f.path], 0, 0, f.found)
# U+FFFD itself finds the lines where it was decoded (a raw prefilter that
# only knows U+FFFD's own encodings would lose them).
expect("surrogates-fffd", ["\ufffd", f.path], 0, 0, [m for m in f.found if "\ufffd" in m[3]])

# --- JSON nested 100,000 levels deep -------------------------------------------
N = 100000
f = File("deep/d.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000005"
pre = ('{"type":"user","sessionId":"%s","uuid":"%%s","timestamp":"%s","cwd":"/w",'
       '"message":{"role":"user","content":"%%s"},"x":' % (sid, TS))
f.ok(sid, "deep-1", "zebra shallow line before the deep ones")
f.add((pre % ("deep-2", "zebra deep array")).encode() + b"[" * N + b"]" * N + b"}", bad=True)
f.add((pre % ("deep-3", "zebra deep object")).encode() + b'{"a":' * N + b"1" + b"}" * N + b"}", bad=True)
f.add(b"[" * N + b'"zebra"' + b"]" * N, bad=True)
f.add(b'{"type":"user","sessionId":"%s","uuid":"deep-4","message":{"role":"user","content":[' % sid.encode()
      + b"[" * N + b"]" * N + b',{"type":"text","text":"zebra deep content"}]}}', bad=True)
f.add(b"[" * N + b"zebra", bad=True)  # never closed
f.add(b"{" * N, bad=True)
# 500 levels is within the parser's limit (1000): a valid line.
f.add((pre % ("deep-5", "zebra nested 500 levels")).encode() + b"[" * 500 + b"]" * 500 + b"}",
      "zebra nested 500 levels", "deep-5")
f.ok(sid, "deep-6", "zebra shallow line after the deep ones")
f.save()
expect("deep-nesting", ["zebra", f.path], 0, f.bad, f.found)

# --- a 64 MB line -----------------------------------------------------------
f = File("long/l.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000006"
f.ok(sid, "long-1", "zebra before the 64 MB line")
filler = "0123456789abcdef" * (4 << 20)  # 64 MiB
long_text = "zebra at the start " + filler + " zebra at the end"
f.ok(sid, "long-2", long_text)
f.ok(sid, "long-3", "zebra after the 64 MB line")
f.save()
expect("long-line", ["zebra", f.path], 0, 0, f.found)
del filler, long_text, f

# --- empty and blank files ----------------------------------------------------
write("empty/e.jsonl", b"")
expect("empty-file", ["zebra", "empty/e.jsonl"], 1, 0, [])
write("empty/blank.jsonl", b"\n\n  \r\n\t\n\r\n")
expect("blank-file", ["zebra", "empty/blank.jsonl"], 1, 0, [])
write("empty/bom-only.jsonl", b"\xef\xbb\xbf")
expect("bom-only-file", ["zebra", "empty/bom-only.jsonl"], 1, 0, [])

# --- no final newline -------------------------------------------------------------
f = File("nonl/n.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000007"
f.ok(sid, "nonl-1", "zebra on the first line")
f.ok(sid, "nonl-2", "zebra on the last line, without a newline", sep=b"")
f.save()
expect("no-final-newline", ["zebra", f.path], 0, 0, f.found)
f = File("nonl/one.jsonl")
f.ok("a0a0a0a0-0000-4000-8000-000000000008", "nonl-3", "zebra alone without a newline", sep=b"")
f.save()
expect("no-newline-at-all", ["zebra", f.path], 0, 0, f.found)

# --- CRLF line ends -------------------------------------------------------------
f = File("crlf/c.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000009"
f.ok(sid, "crlf-1", "zebra first CRLF line", sep=b"\r\n")
f.add(b"", sep=b"\r\n")
f.ok(sid, "crlf-2", "zebra second CRLF line", sep=b"\r\n")
f.add(b"  \r", sep=b"\r\n")
f.add(b"\r", sep=b"\n")
f.ok(sid, "crlf-3", "zebra with \r\n inside the text", sep=b"\r\n")
f.ok(sid, "crlf-4", "zebra last CRLF line, ending in a lone CR", sep=b"\r")
f.save()
expect("crlf", ["zebra", f.path], 0, 0, f.found)

# --- a UTF-8 BOM --------------------------------------------------------------
f = File("bom/b.jsonl")
sid = "a0a0a0a0-0000-4000-8000-000000000010"
f.add(b"\xef\xbb\xbf" + line(sid, "bom-1", "zebra after a BOM")[0], "zebra after a BOM", "bom-1")
f.add(b"\xef\xbb\xbf" + line(sid, "bom-2", "zebra with a BOM inside the file")[0], bad=True)
f.ok(sid, "bom-3", "zebra after the BOM lines")
f.save()
expect("bom", ["zebra", f.path], 0, f.bad, f.found)
# A BOM and a line without newline; a BOM and a first line longer than one
# read (1 MiB): the BOM must stay skipped while the line is read on.
f = File("bom/nonl.jsonl")
f.add(b"\xef\xbb\xbf" + line(sid, "bom-4", "zebra after a BOM, no newline")[0], "zebra after a BOM, no newline",
      "bom-4", sep=b"")
f.save()
expect("bom-no-newline", ["zebra", f.path], 0, 0, f.found)
f = File("bom/long.jsonl")
text = "zebra after a BOM, a 3 MB line " + "x" * (3 << 20)
f.add(b"\xef\xbb\xbf" + line(sid, "bom-5", text)[0], text, "bom-5")
f.ok(sid, "bom-6", "zebra on the second line")
f.save()
expect("bom-long-first-line", ["zebra", f.path], 0, 0, f.found)
