#!/usr/bin/env python3
"""Every query example of the docs says what its prose claims.

Usage: tests/docs/examples.py BINARY [-v]      (from anywhere; e.g. ./memgrep)

Finds each command line that runs memgrep in README.md, docs/guide.md,
docs/memgrep.1 (read as roff: .EX/.EE and .nf/.fi blocks, bold text),
docs/agent/SKILL.md, docs/agent/memgrep-for-agents.md and docs/reference.md:
the lines of fenced code blocks (after a `$ ` prompt, or after a `|`, `;`
or `&&`), inline code spans and table cells (where `\\|` is a `|`) that start
with `memgrep `. A bare quoted query in code followed by `means` in the same
sentence (the man page's `"JWT|OAuth refresh" means ...`) is an example too.
Each is split as a POSIX shell would, up to its first unquoted operator
(`|`, `;`, `&`, `<`, `>`, `(`, `)`, `2>`, a `#` comment); it is skipped, and
counted with its reason under -v, when:
  - a word holds `$` or a backquote outside single quotes (the shell would
    expand it),
  - a word is or holds a placeholder: `…` or `...`, one of the words QUERY
    PATH PATHS ID PREFIX FILE LINE OPTIONS SUBSTR KINDS NAME SECONDS ADDR
    COMMAND LIST WHEN, a lone N, M, K or T, or an unquoted `[` opening a
    word (a usage line's `[OPTIONS]`),
  - it runs `memgrep pick`, a full screen that needs a terminal
    (tests/pick/run drives it through tmux).
An example whose first word that is not an option nor an option's value is
a command (show, sessions, projects, serve, mcp, index, merge), as memgrep
itself reads it, or that has no query (--help, --format json ...), is run
as written in a sandbox (class Sandbox: an empty home, an index of its
own; serve on a free loopback port until it says it serves), and must exit
0 or 1: a refused option, value or combination fails it. One with --file
and an empty or no query is checked as a search.
Each other example is run twice, with standard input closed and no search:
`BINARY --explain ARGS` as written must exit 0 (PATHs need not exist:
--explain reads none), and `BINARY --explain --format json OPTIONS -- QUERY
PATHS`, without the options json cannot go with (--format, -l, -c, -0,
--stream), gives the groups. Their canonical meaning: each group's
alternatives (their `text`: a phrase keeps its double quotes) joined by
` OR `, in parentheses when there are two or more and the query is not that
one positive group alone; `NOT ` before a NOT group; groups joined by
` AND `, in --explain's order (NOT groups last). So `todo|next step|plan` is
`(todo OR next) AND (step OR plan)` and `'deploy -staging|test'` is
`deploy AND NOT (staging OR test)`.

Checks, each one test:
  - the self-check: the checker rejects a wrong meaning of
    `todo|next step|plan` given in a table row, a code comment, prose, a man
    page paragraph and tests/docs/examples.txt, and accepts the right one;
    it rejects a query missing from examples.txt, and a `stated` one used
    without its meaning;
  - each doc has at least one example (the extractor still finds them);
  - each example is accepted, and --explain's json echoes its query;
  - its query has a line in tests/docs/examples.txt, `QUERY<TAB>MEANING`,
    and MEANING is the canonical meaning; a line with a third field
    `stated` is a trap shown on purpose (`todo|next step|plan`): each of its
    examples must state its meaning beside it;
  - each meaning the doc states beside an example in canonical form (capital
    AND, OR, NOT, parentheses) is the canonical meaning: the `means` column
    of a markdown table, a `# comment` after the command in a code block
    (its canonical start: `# (jwt OR oauth) AND refresh (| = OR in a group)`
    states `(jwt OR oauth) AND refresh`), `means ...` after the example in
    the same sentence. Whitespace is normalised, nothing else. A comment or
    sentence that is not in that form (`# both words in one message`) is
    not a claim;
  - each line of tests/docs/examples.txt is the query of some example (not
    stale) and is there once.
Prints `FAIL name: reason` per failure and ends with
`examples: N passed, N failed`; exits 1 when one failed."""
import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md", "docs/guide.md", "docs/memgrep.1", "docs/agent/SKILL.md",
        "docs/agent/memgrep-for-agents.md", "docs/reference.md"]
TABLE = "tests/docs/examples.txt"
COMMANDS = {"show", "sessions", "projects", "serve", "mcp", "index", "merge"}
PLACEHOLDER_WORDS = ("QUERY|PATHS?|ID|PREFIX|FILE|LINE|OPTIONS|SUBSTR|KINDS|NAME|"
                     "SECONDS|ADDR|COMMAND|LIST|WHEN")
PLACEHOLDER = re.compile(r"…|\.\.\.|(?<![A-Za-z0-9_])(?:" + PLACEHOLDER_WORDS +
                         r")(?![A-Za-z0-9_])|^[NMKT]$")
# Options that json explain cannot go with, or that --explain stands for.
JSON_DROP = {"--format", "--files-with-matches", "--count", "--null", "--stream", "--explain"}


# ---------------------------------------------------------------- shell words

class Word:
    def __init__(self):
        self.text = ""
        self.expands = False  # an unquoted or double-quoted $ or backquote
        self.quoted = False   # some of it was in quotes or escaped
        self.started = False


def shell_split(s):
    """Splits s as a POSIX shell would, without expanding anything.
    Returns (items, comment, complete): items are Word or ("op", text);
    comment is the rest of s after an unquoted word-initial `#` (or None);
    complete is False when a quote is open or s ends with a backslash."""
    items, comment = [], None
    w = Word()
    i, n = 0, len(s)

    def flush():
        nonlocal w
        if w.started:
            items.append(w)
        w = Word()

    while i < n:
        c = s[i]
        if c in " \t\n":
            flush()
            i += 1
        elif c == "#" and not w.started:
            comment = s[i + 1:]
            flush()
            break
        elif c == "'":
            j = s.find("'", i + 1)
            if j < 0:
                return items, comment, False
            w.text += s[i + 1:j]
            w.started = w.quoted = True
            i = j + 1
        elif c == '"':
            i += 1
            w.started = w.quoted = True
            while True:
                if i >= n:
                    return items, comment, False
                c = s[i]
                if c == '"':
                    i += 1
                    break
                if c == "\\" and i + 1 < n and s[i + 1] in '$`"\\\n':
                    if s[i + 1] != "\n":
                        w.text += s[i + 1]
                    i += 2
                    continue
                if c in "$`":
                    w.expands = True
                w.text += c
                i += 1
        elif c == "\\":
            if i + 1 >= n:
                return items, comment, False
            if s[i + 1] != "\n":
                w.text += s[i + 1]
                w.started = w.quoted = True
            i += 2
        elif c in "|&;<>()":
            if c in "<>" and w.started and w.text.isdigit() and not w.expands:
                w = Word()  # 2> and the like: the digits belong to the operator
            flush()
            op = s[i:i + 2] if s[i:i + 2] in ("||", "&&", ";;", ">>", "<<", ">&", "<&") else c
            items.append(("op", op))
            i += len(op)
        else:
            if c in "$`":
                w.expands = True
            w.text += c
            w.started = True
            i += 1
    flush()
    return items, comment, True


def commands(items):
    """The simple commands of a split line: lists of Words between operators."""
    cur, out = [], []
    for it in items:
        if isinstance(it, Word):
            cur.append(it)
        else:
            if cur:
                out.append(cur)
            cur = []
            if it[1] in ("<", ">", ">>", "<<", ">&", "<&"):
                cur = None  # a redirection's target is not a command
                break
    if cur:
        out.append(cur)
    return out


# ---------------------------------------------------------------- documents

class Block:
    """kind "code": lines [(no, text)]; kind "para": lines [(no, text)] of
    prose whose code is in backquotes; kind "table": rows [(no, cells)] and
    header (the cells of its first row, lowercased)."""

    def __init__(self, kind, lines=None, header=None):
        self.kind, self.lines, self.header = kind, lines or [], header


def markdown_blocks(text):
    blocks, para = [], None
    lines = text.split("\n")
    i = 0
    fence = None

    def end_para():
        nonlocal para
        if para and para.lines:
            blocks.append(para)
        para = None

    while i < len(lines):
        no, line = i + 1, lines[i]
        stripped = line.strip()
        m = re.match(r"\s*(```+|~~~+)", line)
        if m:
            end_para()
            mark = m.group(1)
            code = Block("code")
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(mark):
                code.lines.append((i + 1, lines[i]))
                i += 1
            blocks.append(code)
            i += 1
            continue
        if stripped.startswith("|"):
            end_para()
            table = Block("table")
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append((i + 1, lines[i].strip()))
                i += 1
            header = None
            for k, (rno, row) in enumerate(rows):
                if re.fullmatch(r"\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*\|?", row):
                    continue
                cells = [c.strip().replace("\\|", "|")
                         for c in re.split(r"(?<!\\)\|", row.strip().strip("|"))]
                if header is None and k + 1 < len(rows) and re.fullmatch(
                        r"\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*\|?", rows[k + 1][1]):
                    header = [c.lower() for c in cells]
                    continue
                table.lines.append((rno, cells))
            table.header = header or []
            blocks.append(table)
            continue
        if not stripped or stripped.startswith("#") and re.match(r"#+\s", stripped):
            end_para()
            if stripped:
                blocks.append(Block("para", [(no, stripped)]))
            i += 1
            continue
        if re.match(r"\s*([-*+]|\d+[.)])\s", line):
            end_para()
        if para is None:
            para = Block("para")
        para.lines.append((no, stripped))
        i += 1
    end_para()
    return blocks


ROFF_NAMED = {"dq": '"', "aq": "'", "lq": "“", "rq": "”", "oq": "‘", "cq": "’", "bu": "•",
              "mi": "-", "mu": "×", "em": "—", "en": "–", "ti": "~", "ha": "^", "rs": "\\",
              "u2026": "…", "'e": "é", "'E": "É"}
ROFF_SIMPLE = {"-": "-", "e": "\\", "\\": "\\", " ": " ", "~": " ", "0": " ", "&": "", ":": "",
               "|": "", "^": "", "%": "", "'": "'", "`": "`", ".": "."}


def roff_inline(s, base):
    """(font, text) segments of one roff argument or text line, escapes
    decoded; font is B, I or R."""
    segs, font, prev, buf, i = [], base, base, "", 0

    def push():
        nonlocal buf
        if buf:
            segs.append((font, buf))
        buf = ""

    while i < len(s):
        c = s[i]
        if c != "\\" or i + 1 >= len(s):
            buf += c
            i += 1
            continue
        d = s[i + 1]
        if d == "f":
            if s[i + 2:i + 3] == "(":
                f, i = s[i + 3:i + 5], i + 5
            elif s[i + 2:i + 3] == "[":
                j = s.find("]", i + 3)
                f, i = s[i + 3:j], j + 1
            else:
                f, i = s[i + 2:i + 3], i + 3
            push()
            f = {"P": prev, "": base, "CW": "B", "CB": "B"}.get(f, f)
            prev, font = font, (f if f in ("B", "I") else "R")
        elif d == "(":
            buf += ROFF_NAMED.get(s[i + 2:i + 4], "?")
            i += 4
        elif d == "[":
            j = s.find("]", i + 2)
            buf += ROFF_NAMED.get(s[i + 2:j], "?")
            i = j + 1
        elif d == '"':
            break
        else:
            buf += ROFF_SIMPLE.get(d, d)
            i += 2
    push()
    return segs


def roff_args(s):
    args, i = [], 0
    while i < len(s):
        if s[i] in " \t":
            i += 1
        elif s[i] == '"':
            j, a = i + 1, ""
            while j < len(s):
                if s[j:j + 2] == '""':
                    a, j = a + '"', j + 2
                elif s[j] == '"':
                    j += 1
                    break
                elif s[j] == "\\" and j + 1 < len(s):
                    a, j = a + s[j:j + 2], j + 2
                else:
                    a, j = a + s[j], j + 1
            args.append(a)
            i = j
        else:
            j = i
            while j < len(s) and s[j] not in " \t":
                j += 2 if s[j] == "\\" else 1
            args.append(s[i:j])
            i = j
    return args


def render_segments(segs):
    """Prose with the bold stretches in backquotes, as markdown has code."""
    out, bold = "", ""
    for font, text in segs + [("R", "")]:
        if font == "B":
            bold += text
            continue
        if bold:
            out += "`" + bold + "`"
            bold = ""
        out += text
    return out


def roff_blocks(text):
    blocks, para, code = [], None, None
    breaks = {"PP", "LP", "P", "TP", "TQ", "IP", "HP", "SH", "SS", "RS", "RE", "TH", "sp"}
    fonts = {"B": "B", "I": "I", "SB": "B", "SM": "R", "BR": "BR", "RB": "RB", "IR": "IR",
             "RI": "RI", "BI": "BI", "IB": "IB"}

    def end_para():
        nonlocal para
        if para and para.lines:
            blocks.append(para)
        para = None

    for no, line in enumerate(text.split("\n"), 1):
        m = re.match(r"[.'](\S*)\s*(.*)", line)
        name, rest = (m.group(1), m.group(2)) if m else (None, None)
        if code is not None:
            if name in ("EE", "fi"):
                blocks.append(code)
                code = None
            elif name is None:
                code.lines.append((no, "".join(t for _, t in roff_inline(line, "R"))))
            continue
        if name is None:
            if para is None:
                para = Block("para")
            para.lines.append((no, render_segments(roff_inline(line, "R"))))
            continue
        if name in ("EX", "nf"):
            end_para()
            code = Block("code")
        elif name in breaks:
            end_para()
            if name in ("SH", "SS"):
                blocks.append(Block("para", [(no, rest)]))
        elif name in fonts:
            pattern = fonts[name]
            args = roff_args(rest)
            segs = []
            if len(pattern) == 1:
                segs = roff_inline(" ".join(args), pattern)
            else:
                for k, a in enumerate(args):
                    segs += roff_inline(a, pattern[k % 2])
            if para is None:
                para = Block("para")
            para.lines.append((no, render_segments(segs)))
        # other requests (.\" comments, .br, .nh, .nr, ...) neither print nor break
    end_para()
    if code is not None:
        blocks.append(code)
    return blocks


# ---------------------------------------------------------------- claims

ALT = re.compile(r'(?:[^\s()"]|"[^"]*")+')
OPS = ("AND", "OR", "NOT")


def parse_claim(s):
    """The longest start of s in canonical form when it is a claim (it has
    an operator, or it is all of s up to a sentence's end), else None.
    A final `.`, `,`, `;` or `:` is the sentence's, not the term's."""
    def ws(p):
        while p < len(s) and s[p] in " \t":
            p += 1
        return p

    def kw(p, word):
        p = ws(p)
        if s.startswith(word, p) and (p + len(word) == len(s) or s[p + len(word)] in " \t("):
            return p + len(word)
        return None

    def alt(p):
        p = ws(p)
        m = ALT.match(s, p)
        if not m or m.group() in OPS:
            return None
        return m.end()

    def orlist(p, least):
        p = alt(p)
        if p is None:
            return None, 0
        count = 1
        while True:
            q = kw(p, "OR")
            q = alt(q) if q is not None else None
            if q is None:
                break
            p, count = q, count + 1
        return (p, count) if count >= least else (None, 0)

    def item(p):
        q = kw(p, "NOT")
        if q is not None:
            p = q
        p2 = ws(p)
        if s.startswith("(", p2):
            e, _ = orlist(p2 + 1, 2)
            if e is not None:
                e = ws(e)
                if s.startswith(")", e):
                    return e + 1, True
            return None, False
        e = alt(p)
        return e, q is not None

    best, has_op = None, False
    e, op = item(0)
    if e is not None:
        while True:
            q = kw(e, "AND")
            r, _ = item(q) if q is not None else (None, False)
            if r is None:
                break
            e, op = r, True
        best, has_op = e, op
    e2, _ = orlist(0, 2)
    if e2 is not None and (best is None or e2 > best):
        best, has_op = e2, True
    if best is None:
        return None
    claim = s[:best].strip()
    rest = s[best:]
    if claim and claim[-1] in ".,;:" and re.match(r"\s|$", rest):
        rest = claim[-1] + rest  # a sentence's punctuation, not the term's
        claim = claim[:-1].rstrip()
    if not claim:
        return None
    if has_op or re.fullmatch(r"\s*(?:[.;]\s.*|[.;]?\s*)", rest, re.S):
        return claim
    return None


def norm(s):
    return " ".join(s.split())


def canonical(groups):
    lone = len(groups) == 1 and not groups[0]["negated"]
    parts = []
    for g in groups:
        alts = [a["text"] for a in g["alternatives"]]
        s = " OR ".join(alts)
        if len(alts) > 1 and not lone:
            s = "(" + s + ")"
        parts.append(("NOT " if g["negated"] else "") + s)
    return " AND ".join(parts)


# ---------------------------------------------------------------- examples

class Example:
    def __init__(self, doc, no, words, source):
        self.doc, self.no, self.words, self.source = doc, no, words, source
        self.claim = None        # (how, text): a stated meaning to check
        self.bare = False        # a bare query, not a command line
        self.skip = None         # the reason it is skipped
        self.query = None        # the query operand, or None
        self.opts, self.paths = [], []
        self.meaning = None      # the canonical meaning, once run
        self.command = None      # run in the sandbox: a command's name, or "no query"

    @property
    def where(self):
        return f"{self.doc}:{self.no}"


def command_examples(doc, no, text, comment_claims):
    """The memgrep commands of one line of code or one code span."""
    text = re.sub(r"^\s*\$\s+", "", text)
    items, comment, complete = shell_split(text)
    if not complete:
        return None
    if comment is not None:
        text = text[:len(text) - len(comment) - 1]
    out = []
    cmds = commands(items)
    for k, cmd in enumerate(cmds):
        if cmd[0].text != "memgrep" or cmd[0].expands or len(cmd) < 2:
            continue
        ex = Example(doc, no, cmd[1:], text.strip())
        if comment is not None and comment_claims and k == len(cmds) - 1:
            claim = parse_claim(comment.split("\n")[0].strip())
            if claim:
                ex.claim = ("comment", claim)
        out.append(ex)
    return out


def span_examples(doc, no, span, after):
    """The examples of one code span of prose or a table cell: a memgrep
    command, or a bare quoted query that `means` something."""
    m = re.match(r"\s*(?:\$\s+)?memgrep\s", span)
    claim = None
    # `means` after the example, in the same sentence (no `.`, `;`, `?` or
    # `!` before it ends a sentence).
    mm = re.search(r"\bmeans\s+", after)
    if mm and re.search(r"[.;?!](\s|$)", after[:mm.start()]):
        mm = None
    if mm:
        claim = parse_claim(after[mm.end():])
    if m:
        exs = command_examples(doc, no, span, False) or []
        if not exs and not shell_split(span)[2]:
            ex = Example(doc, no, [], span)
            ex.skip = "not valid shell"
            return [ex]
        if exs and claim:
            exs[0].claim = ("prose", claim)
        return exs
    if mm and span[:1] in "'\"":
        items, _, complete = shell_split(span)
        if complete and len(items) == 1 and isinstance(items[0], Word):
            ex = Example(doc, no, [items[0]], span)
            ex.bare = True
            if claim:
                ex.claim = ("prose", claim)
            return [ex]
    return []


SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.S)


def prose_examples(doc, lines):
    """Examples of the code spans of a paragraph given as [(no, text)]."""
    text, starts = "", []
    for no, t in lines:
        if text:
            text += " "
        starts.append((len(text), no))
        text += t
    out = []
    spans = list(SPAN.finditer(text))
    for k, m in enumerate(spans):
        no = [n for off, n in starts if off <= m.start()][-1]
        end = spans[k + 1].start() if k + 1 < len(spans) else len(text)
        after = text[m.end():end]
        out += span_examples(doc, no, m.group(2).strip(), after)
    return out


def extract(doc, text):
    blocks = roff_blocks(text) if doc.endswith(".1") else markdown_blocks(text)
    out = []
    for b in blocks:
        if b.kind == "code":
            k = 0
            while k < len(b.lines):
                no, line = b.lines[k]
                if not re.search(r"(^|[\s|;&(])memgrep\s", line):
                    k += 1
                    continue
                joined, j = line, k
                exs = command_examples(doc, no, joined, True)
                starts = re.match(r"\s*(\$\s+)?memgrep\s", line)
                # A command line with an open quote or a final backslash goes
                # on on the next lines (a few at most).
                while exs is None and starts and j + 1 < len(b.lines) and j < k + 5:
                    j += 1
                    joined += "\n" + b.lines[j][1]
                    exs = command_examples(doc, no, joined, True)
                if exs is None:
                    if starts:
                        ex = Example(doc, no, [], line.strip())
                        ex.skip = "not valid shell"
                        out.append(ex)
                    k += 1
                    continue
                out += exs
                k = j + 1
        elif b.kind == "para":
            out += prose_examples(doc, b.lines)
        else:
            means = [c for c, h in enumerate(b.header) if h in ("means", "meaning")]
            for no, cells in b.lines:
                for c, cell in enumerate(cells):
                    exs = prose_examples(doc, [(no, cell)])
                    # The first cell's example, stated by the means column.
                    if means and c == 0 and len(exs) == 1 and len(cells) > means[0]:
                        exs[0].claim = ("table", cells[means[0]])
                    out += exs
    return out


class Options:
    """The option table: `BINARY --list-options`, long and short names and
    whether each takes a value."""

    def __init__(self, binary, command=None):
        out = subprocess.run([binary] + ([command] if command else []) + ["--list-options"],
                             capture_output=True, text=True,
                             stdin=subprocess.DEVNULL, timeout=60).stdout
        self.long, self.short = {}, {}
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) < 3:
                continue
            val = bool(f[2])
            self.long[f[0]] = val
            if f[1]:
                self.short[f[1]] = (f[0], val)
        # Optional values: --color=WHEN only with =; --sessions N when a number follows.
        for name in ("--color", "--colour"):
            if name in self.long:
                self.long[name] = False


def first_operand(words, opts):
    """The first word that is neither an option nor an option's value, as
    memgrep finds a command after options (`memgrep --codex sessions`), or
    None when there is none or `--` comes first."""
    i = 0
    while i < len(words):
        w = words[i]
        if w == "--":
            return None
        if w.startswith("--") and len(w) > 2:
            name = w.split("=", 1)[0]
            takes = opts.long.get(name, False) and "=" not in w
            if name == "--sessions" and "=" not in w:
                takes = i + 1 < len(words) and words[i + 1].isdigit()
            i += 2 if takes else 1
            continue
        if w.startswith("-") and len(w) > 1:
            takes = False
            for k, c in enumerate(w[1:]):
                if opts.short.get("-" + c, (None, False))[1]:
                    takes = k == len(w) - 2
                    break
            i += 2 if takes else 1
            continue
        return w
    return None


def parse_args(ex, opts):
    """Splits ex.words into options (lists of words, the long name first)
    and positionals; sets ex.query and ex.paths."""
    words = [w.text for w in ex.words]
    parsed, pos, i = [], [], 0
    while i < len(words):
        w = words[i]
        if w == "--":
            pos += words[i + 1:]
            break
        if w.startswith("--") and len(w) > 2:
            name = w.split("=", 1)[0]
            takes = opts.long.get(name, False)
            if name == "--sessions" and "=" not in w:
                takes = i + 1 < len(words) and words[i + 1].isdigit()
            if takes and "=" not in w and i + 1 < len(words):
                parsed.append((name, [w, words[i + 1]]))
                i += 2
            else:
                parsed.append((name, [w]))
                i += 1
            continue
        if w.startswith("-") and len(w) > 1:
            j = 1
            while j < len(w):
                long, takes = opts.short.get("-" + w[j], ("-" + w[j], False))
                if takes:
                    if j + 1 < len(w):
                        parsed.append((long, ["-" + w[j], w[j + 1:]]))
                    elif i + 1 < len(words):
                        parsed.append((long, ["-" + w[j], words[i + 1]]))
                        i += 1
                    else:
                        parsed.append((long, ["-" + w[j]]))
                    break
                parsed.append((long, ["-" + w[j]]))
                j += 1
            i += 1
            continue
        pos.append(w)
        i += 1
    ex.opts = parsed
    if pos:
        ex.query, ex.paths = pos[0], pos[1:]


def classify(ex, opts):
    """Sets ex.skip for the examples not checked, and parses the others."""
    if ex.skip:
        return
    if ex.bare:
        ex.query = ex.words[0].text
        if ex.words[0].expands:
            ex.skip = "shell expansion ($ or backquote)"
        return
    if any(w.expands for w in ex.words):
        ex.skip = "shell expansion ($ or backquote)"
        return
    if any(PLACEHOLDER.search(w.text) or w.text.startswith("[") and not w.quoted
           for w in ex.words):
        ex.skip = "placeholder (…, QUERY, PATH, ID, ...)"
        return
    first = first_operand([w.text for w in ex.words], opts)
    if first == "pick" or [w.text for w in ex.words][:1] == ["pick"]:
        ex.skip = "pick: a full screen on a terminal (tests/pick/run runs it)"
        return
    if first is not None and first in COMMANDS:
        ex.command = first
        return
    parse_args(ex, opts)
    if not ex.query and "--file" not in [n for n, _ in ex.opts]:
        ex.command = "no query"


# ---------------------------------------------------------------- running

class Runner:
    def __init__(self, binary):
        self.binary = binary
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("CLAUDE_SESSION_ID", "NO_COLOR")}
        self.env["LC_ALL"] = "C.UTF-8"
        self.cache = {}

    def run(self, args):
        key = tuple(args)
        if key not in self.cache:
            try:
                p = subprocess.run([self.binary] + args, capture_output=True, text=True,
                                   stdin=subprocess.DEVNULL, env=self.env, timeout=60,
                                   cwd=ROOT)
                self.cache[key] = (p.returncode, p.stdout, p.stderr.strip())
            except subprocess.TimeoutExpired:
                self.cache[key] = (-1, "", "timed out after 60 s")
        return self.cache[key]

    def meaning(self, ex):
        """(canonical meaning, error): runs the json explain of a parsed
        example."""
        args = ["--explain", "--format", "json"]
        for name, ws in ex.opts:
            if name in JSON_DROP:
                continue
            args += ws
        args += ["--"] + ([ex.query] if ex.query is not None else []) + ex.paths
        rc, out, err = self.run(args)
        if rc != 0:
            return None, f"`memgrep {' '.join(args)}` exits {rc}: {err}"
        try:
            doc = json.loads(out)
        except ValueError as e:
            return None, f"--explain --format json printed no json ({e})"
        if (doc.get("query") or "") != (ex.query or ""):
            return None, (f"--explain read the query {doc.get('query')!r}, not {ex.query!r}: "
                          "this test split the arguments wrongly")
        return canonical(doc["groups"]), None


class Sandbox:
    """Runs the examples that --explain cannot check (a command: show,
    sessions, projects, index, merge, serve, mcp; or no query: --help,
    --format json ...) as written, from the repository's root, in an empty
    home whose agents' folders exist and are empty, with the index in a
    folder of its own, standard input closed, no colour and no pager. `~`
    at a word's start is that home, as the shell would make it. merge reads
    on standard input the partial of a search that found nothing; show
    without a session (`memgrep show --format json`, a mention in prose)
    gets the session `memgrep-docs-example`, which is not there; serve gets
    `--port 0` (no one's port is taken) and `--host 127.0.0.1` for any other
    host (nothing listens beyond loopback), the home has the token file the
    docs make (`~/.config/memgrep-token`), and it passes once it says it is
    serving; an example with no query gets the query `--`
    `memgrep-docs-example` appended. It passes when it exits 0 or 1
    (nothing found): 2 is a refusal, the example's own fault."""
    FOLDERS = (".claude/projects", ".codex/sessions", ".gemini/tmp", ".cursor/projects",
               ".copilot/session-state", ".pi/agent/sessions", ".cline/data",
               ".qwen/projects", ".omp/agent/sessions", ".openclaw/agents")

    def __init__(self, binary, show_opts):
        self.binary, self.show_opts = binary, show_opts
        self.tmp = tempfile.mkdtemp()
        self.home = os.path.join(self.tmp, "home")
        for f in self.FOLDERS:
            os.makedirs(os.path.join(self.home, f))
        os.makedirs(os.path.join(self.home, ".config"))
        token = os.path.join(self.home, ".config", "memgrep-token")
        with open(token, "w") as f:
            f.write("0123456789abcdef" * 4 + "\n")
        os.chmod(token, 0o600)
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home,
                    "LC_ALL": "C.UTF-8", "TZ": "UTC", "NO_COLOR": "1", "PAGER": "cat",
                    "MEMGREP_INDEX_DIR": os.path.join(self.tmp, "index")}
        empty = os.path.join(self.tmp, "empty")
        os.mkdir(empty)
        self.partial = subprocess.run([binary, "--partial", "memgrep-docs-example", empty],
                                      capture_output=True, stdin=subprocess.DEVNULL,
                                      env=self.env, timeout=60).stdout

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def words(self, ex):
        ws = [self.home + w.text[1:] if w.text == "~" or w.text.startswith("~/") and not w.quoted
              else w.text for w in ex.words]
        if ex.command == "no query":
            ws += ["--", "memgrep-docs-example"]
        if ex.command == "show":
            k = ws.index("show")
            if first_operand(ws[k + 1:], self.show_opts) is None and "--" not in ws[k + 1:]:
                ws.append("memgrep-docs-example")
        if ex.command == "serve":
            for name, value in (("--port", "0"), ("--host", "127.0.0.1")):
                if name in ws[:-1]:
                    ws[ws.index(name) + 1] = value
                else:
                    ws.insert(ws.index("serve") + 1, name + "=" + value)
        return ws

    def check(self, ex):
        """The reasons the example fails, or []."""
        args = [self.binary] + self.words(ex)
        shown = "memgrep " + " ".join(args[1:])
        if ex.command == "serve":
            # Serving once it says so (its line on stderr); a refusal ends it.
            p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, env=self.env, cwd=ROOT, text=True)
            timer = threading.Timer(30, p.kill)
            timer.start()
            err = []
            for line in p.stderr:
                err.append(line.strip())
                if line.startswith("memgrep: serving http://"):
                    break
            serving = bool(err) and err[-1].startswith("memgrep: serving http://")
            p.terminate()
            p.communicate()
            timer.cancel()
            if serving:
                return []
            return [f"`{shown}` did not serve (exit {p.returncode}): {err[-1] if err else ''}"]
        stdin = self.partial if ex.command == "merge" else b""
        try:
            p = subprocess.run(args, input=stdin, capture_output=True, env=self.env,
                               cwd=ROOT, timeout=60)
        except subprocess.TimeoutExpired:
            return [f"`{shown}` did not end in 60 s"]
        if p.returncode in (0, 1):
            return []
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()
        return [f"`{shown}` is refused (exit {p.returncode}): {err[-1] if err else ''}"]


def check_example(ex, runner, recorded):
    """The reasons an example fails, or []."""
    why = []
    if ex.bare:
        rc, out, err = runner.run(["--explain", "--", ex.query])
    else:
        rc, out, err = runner.run(["--explain"] + [w.text for w in ex.words])
    if rc != 0:
        return [f"`{ex.source}` is refused by --explain (exit {rc}): {err}"]
    if ex.bare:
        ex.opts, ex.paths = [], []
    got, err = runner.meaning(ex)
    if err:
        return [err]
    if ex.query is None or ex.query == "":
        return []
    if recorded is not None:
        if ex.query not in recorded:
            why.append(f"the query {ex.query!r} is not in {TABLE}: add it with its meaning "
                       "(QUERY<TAB>MEANING, what the docs say it finds)")
        else:
            no, meaning, stated = recorded[ex.query]
            if norm(meaning) != norm(got):
                why.append(f"the query {ex.query!r} means {got}, not {meaning} ({TABLE}:{no})")
            elif stated and not ex.claim:
                why.append(f"the query {ex.query!r} is a trap ({TABLE}:{no} says `stated`): "
                           f"use it only where its meaning, {meaning}, is stated beside it")
    ex.meaning = got
    return why


def check_claim(ex):
    how, text = ex.claim
    if norm(text) != norm(ex.meaning):
        return f"the {how} says `{ex.source}` means {norm(text)}, --explain: {ex.meaning}"
    return None


def load_table(path):
    """{query: (line, meaning, stated)}, and failures of the file's own form."""
    recorded, bad = {}, []
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f.read().split("\n"), 1):
            if not line.strip() or line.startswith("#"):
                continue
            if "\t" not in line:
                bad.append((f"{TABLE}:{no}", "not QUERY<TAB>MEANING"))
                continue
            q, m = line.split("\t", 1)
            m, _, flag = m.partition("\t")
            if flag.strip() not in ("", "stated"):
                bad.append((f"{TABLE}:{no}", f"a third field must be `stated`, not {flag!r}"))
                continue
            if q in recorded:
                bad.append((f"{TABLE}:{no}", f"{q!r} is already on line {recorded[q][0]}"))
                continue
            recorded[q] = (no, m.strip(), flag.strip() == "stated")
    return recorded, bad


SELF_MD = """\
| query | means |
|---|---|
| `memgrep 'todo\\|next step\\|plan'` | todo OR "next step" OR plan |
| `memgrep 'todo\\|"next step"\\|plan'` | todo OR "next step" OR plan |

```sh
memgrep 'todo|next step|plan'     # todo OR "next step" OR plan (| = OR)
memgrep 'todo|next step|plan'     # (todo OR next) AND (step OR plan) (| = OR)
memgrep 'todo|next step|plan'     # the open tasks
```

A query such as `memgrep "todo|next step|plan"` means todo OR "next step" OR plan.
A query such as `memgrep "todo|next step|plan"` means (todo OR next) AND (step OR plan).
"""
SELF_ROFF = """\
.TP
.B |
separates OR alternatives.
.B \\(dqtodo|next step|plan\\(dq
means todo OR \\(dqnext step\\(dq OR plan.
.PP
.B \\(dqtodo|next step|plan\\(dq
means (todo OR next) AND (step OR plan).
"""


def self_check(runner, opts):
    """The checker must reject the wrong claims above and accept the right
    ones: (claims rejected, claims accepted, problems)."""
    problems = []
    wrong = '(todo OR next) AND (step OR plan)'
    right = 'todo OR "next step" OR plan'
    exs = extract("self.md", SELF_MD) + extract("self.1", SELF_ROFF)
    want = {  # line: True when its claim is right
        "self.md:3": False, "self.md:4": True, "self.md:7": False, "self.md:8": True,
        "self.md:12": False, "self.md:13": True, "self.1:4": False, "self.1:7": True}
    seen = {}
    for ex in exs:
        classify(ex, opts)
        if ex.skip or not ex.claim:
            continue
        why = check_example(ex, runner, None)
        if why:
            problems.append(f"{ex.where}: {why[0]}")
            continue
        seen[ex.where] = check_claim(ex) is None
    for where, ok in want.items():
        if where not in seen:
            problems.append(f"{where}: its claim was not found")
        elif seen[where] != ok:
            problems.append(f"{where}: a {'right' if ok else 'wrong'} claim was "
                            f"{'rejected' if ok else 'accepted'}")
    extra = set(seen) - set(want)
    if extra:
        problems.append(f"claims found where there are none: {sorted(extra)}")
    # examples.txt: a wrong recorded meaning is refused, the right one taken.
    ex = Example("self", 1, [Word()], "todo|next step|plan")
    ex.words[0].text = "todo|next step|plan"
    classify(ex, opts)
    if check_example(ex, runner, {"todo|next step|plan": (1, right, False)}) == []:
        problems.append(f"{TABLE}: the wrong meaning {right} was accepted")
    if check_example(ex, runner, {"todo|next step|plan": (1, wrong, False)}) != []:
        problems.append(f"{TABLE}: the right meaning {wrong} was rejected")
    if check_example(ex, runner, {"todo|next step|plan": (1, wrong, True)}) == []:
        problems.append(f"{TABLE}: a `stated` query used with no stated meaning was accepted")
    if check_example(ex, runner, {}) == []:
        problems.append(f"{TABLE}: a query missing from it was accepted")
    return problems


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    if len(args) != 1:
        sys.exit("usage: tests/docs/examples.py BINARY [-v]")
    binary = os.path.abspath(args[0])
    os.chdir(ROOT)
    passed = failed = 0

    def fail(name, why):
        nonlocal failed
        failed += 1
        print(f"FAIL {name}: {why}")

    opts = Options(binary)
    runner = Runner(binary)
    problems = self_check(runner, opts)
    if problems:
        fail("self-check", "; ".join(problems))
    else:
        passed += 1

    sandbox = Sandbox(binary, Options(binary, "show"))
    atexit.register(sandbox.close)
    recorded, bad = load_table(TABLE)
    for name, why in bad:
        fail(name, why)
    used = set()
    skipped = {}
    for doc in DOCS:
        if not os.path.exists(doc):
            continue
        with open(doc, encoding="utf-8") as f:
            exs = extract(doc, f.read())
        checked = claims = 0
        for ex in exs:
            classify(ex, opts)
            if ex.skip and ex.skip != "not valid shell":
                skipped.setdefault(ex.skip.split(" (")[0], []).append(ex)
                if verbose:
                    print(f"skip {ex.where}: {ex.skip}: {ex.source}")
                continue
            if ex.skip:
                fail(ex.where, f"`{ex.source}` is not valid shell (an open quote?)")
                continue
            checked += 1
            if ex.command:
                why = sandbox.check(ex)
                for w in why:
                    fail(ex.where, w)
                if not why:
                    passed += 1
                    if verbose:
                        print(f"ok {ex.where}: {ex.source}  =>  ran ({ex.command})")
                continue
            if ex.query:
                used.add(ex.query)
            why = check_example(ex, runner, recorded)
            if why:
                for w in why:
                    fail(ex.where, w)
            else:
                passed += 1
                if verbose:
                    shown = ex.meaning if ex.query else "(no query: accepted)"
                    print(f"ok {ex.where}: {ex.source}  =>  {shown}")
            if ex.claim and ex.meaning is not None:
                claims += 1
                w = check_claim(ex)
                if w:
                    fail(ex.where, w)
                else:
                    passed += 1
                    if verbose:
                        print(f"ok {ex.where}: the {ex.claim[0]} states {ex.claim[1]}")
        if checked == 0:
            fail(doc, "no example found: has the extractor broken?")
        else:
            passed += 1
        if verbose:
            n = sum(1 for e in exs if e.skip and e.skip != "not valid shell")
            print(f"{doc}: {len(exs)} examples found, {checked} checked, {claims} stated "
                  f"meanings, {n} skipped")
    for q, (no, _, _) in recorded.items():
        if q in used:
            passed += 1
        else:
            fail(f"{TABLE}:{no}", f"{q!r} is the query of no example of the docs (stale)")
    if verbose:
        for reason, exs in sorted(skipped.items()):
            print(f"skipped {len(exs)}: {reason}")
    print(f"examples: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
