#!/usr/bin/env python3
"""gen_unicode: writes base/unicode_data.c, the Unicode 14.0 tables behind
base/text.c (docs/reference.md §0), from Python's own unicodedata.

Usage: python3 base/gen_unicode.py [OUTPUT]   (default: unicode_data.c next
to this script). Standard library only; refuses to run unless the
interpreter's Unicode data is exactly 14.0.0, so the tables cannot drift to
another Unicode version silently.

Three tables come out, all sorted by first code point for binary search:

  text__lower[][4]  {first, last, delta, stride}: every code point
                    first + k*stride <= last lowercases to itself + delta;
                    any code point not covered maps to itself.
  text__word[][2]   {first, last}: general category L* or N*.
  text__wide[][2]   {first, last}: East_Asian_Width W (wide) or F
                    (fullwidth), the code points that take two terminal
                    columns (docs/reference.md §0).

White_Space is a fixed list of 25 code points and is coded in text.c.

Before writing, the script re-reads the tables the way text.c does and
checks them against unicodedata for all 0x110000 code points, and checks the
properties text.c relies on (see check_invariants).
"""

import os
import sys
import unicodedata

assert unicodedata.unidata_version == "14.0.0", unicodedata.unidata_version

MAX_CP = 0x10FFFF


def is_surrogate(c):
    return 0xD800 <= c <= 0xDFFF


def simple_lower(c):
    """UnicodeData field 13 (simple lowercase), or c itself.

    unicodedata does not expose field 13. str.lower() applies the full
    mapping (SpecialCasing), which differs from the simple one only where the
    full mapping has several code points; in Unicode 14 that is U+0130 alone
    ("i" + U+0307), and docs/reference.md §0 says U+0130 stays. A lone
    character never triggers the Final_Sigma context, so U+03A3 gives U+03C3.
    """
    if is_surrogate(c):
        return c
    low = chr(c).lower()
    return ord(low) if len(low) == 1 else c


def is_word(c):
    return unicodedata.category(chr(c))[0] in "LN"


# EastAsianWidth.txt's defaults for unassigned code points: W in these
# ranges, N everywhere else.
UNASSIGNED_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                   (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]


def is_wide(c):
    """East_Asian_Width W or F (EastAsianWidth.txt). unicodedata answers
    "F" for every unassigned code point (its empty record), so those take
    the file's stated defaults instead."""
    if unicodedata.category(chr(c)) == "Cn":
        return any(a <= c <= b for a, b in UNASSIGNED_WIDE)
    return unicodedata.east_asian_width(chr(c)) in ("W", "F")


def utf8_len(c):
    return 1 if c < 0x80 else 2 if c < 0x800 else 3 if c < 0x10000 else 4


def build_lower():
    """Greedy (first, last, delta, stride) ranges over the code points that
    change. A range only grows by the stride while the code points it skips
    are unchanged, so ranges never interleave and a binary search on `first`
    finds the only candidate."""
    changed = [(c, simple_lower(c) - c) for c in range(MAX_CP + 1) if simple_lower(c) != c]
    changed_set = {c for c, _ in changed}
    ranges = []  # [first, last, delta, stride]
    for c, d in changed:
        if ranges:
            r = ranges[-1]
            step = c - r[1]
            if r[2] == d:
                if r[0] == r[1] and step in (1, 2):
                    if step == 1 or (c - 1) not in changed_set:
                        r[1], r[3] = c, step
                        continue
                elif r[0] != r[1] and step == r[3]:
                    r[1] = c
                    continue
        ranges.append([c, c, d, 1])
    return ranges


def build_ranges(pred):
    ranges = []
    for c in range(MAX_CP + 1):
        if not pred(c):
            continue
        if ranges and ranges[-1][1] == c - 1:
            ranges[-1][1] = c
        else:
            ranges.append([c, c])
    return ranges


def build_word():
    return build_ranges(is_word)


def build_wide():
    return build_ranges(is_wide)


def lookup_lower(table, c):
    """text.c's lookup, in Python."""
    lo, hi = 0, len(table)
    while lo < hi:
        mid = (lo + hi) // 2
        if table[mid][0] <= c:
            lo = mid + 1
        else:
            hi = mid
    if lo == 0:
        return c
    first, last, delta, stride = table[lo - 1]
    if c <= last and (c - first) % stride == 0:
        return c + delta
    return c


def lookup_range(table, c):
    lo, hi = 0, len(table)
    while lo < hi:
        mid = (lo + hi) // 2
        if table[mid][0] <= c:
            lo = mid + 1
        else:
            hi = mid
    return lo > 0 and c <= table[lo - 1][1]


def check_invariants(lower, word, wide):
    # docs/reference.md §0: these stay themselves.
    stay = [0x03C2, 0x017F, 0x00B5, 0x03D0, 0x03D1, 0x03D5, 0x03D6, 0x03F0, 0x03F1, 0x03F5,
            0x1E9B, 0x0345, 0x1FBE, 0x0130] + list(range(0x1C80, 0x1C89))
    for c in stay:
        assert simple_lower(c) == c, hex(c)
    for c, want in [(0x212A, 0x6B), (0xC9, 0xE9), (0x3A3, 0x3C3), (0x2126, 0x3C9),
                    (0x23A, 0x2C65), (0x41F, 0x43F), (0x10400, 0x10428), (0x41, 0x61)]:
        assert simple_lower(c) == want, hex(c)
    for c in range(MAX_CP + 1):
        low = simple_lower(c)
        # text.c's ASCII fast paths: among ASCII only A-Z change. (Non-ASCII
        # may land on ASCII: U+212A KELVIN SIGN gives 'k'.)
        if c < 0x80:
            assert (low != c) == (0x41 <= c <= 0x5A), hex(c)
        # Surrogates never come out of a valid code point.
        assert not is_surrogate(low) or low == c, hex(c)
        # TEXT_FOLD_MAX(len) = len*3/2 + 4 in text.h: no code point may grow
        # by more than half its UTF-8 length (2 -> 3 bytes, e.g. U+023A).
        assert 2 * utf8_len(low) <= 3 * utf8_len(c), hex(c)
        assert lookup_lower(lower, c) == low, hex(c)
        assert lookup_range(word, c) == is_word(c), hex(c)
        assert lookup_range(wide, c) == is_wide(c), hex(c)
        # text.c's fast path: no code point below U+1100 is wide.
        assert c >= 0x1100 or not is_wide(c), hex(c)
    # docs/reference.md §0 and §4.1: CJK ideographs, fullwidth forms, the
    # ideographic space and emoji take two columns; Latin, the ellipsis
    # (ambiguous) and halfwidth forms one.
    for c in [0x53EF, 0x4EE5, 0xFF0C, 0x3000, 0x1F600, 0xAC00, 0x3042, 0x2FFFD]:
        assert is_wide(c), hex(c)
    for c in [0x41, 0xE9, 0x2026, 0x20A9, 0xFF61, 0x0301, 0x0378, 0xE0080]:
        assert not is_wide(c), hex(c)


def emit(lower, word, wide):
    out = []
    w = out.append
    w("/* unicode_data: GENERATED by base/gen_unicode.py from Python's\n"
      " * unicodedata %s; do not edit, rerun the script. The tables behind\n"
      " * base/text.c, all sorted by first code point for binary search:\n"
      " * text__lower is {first, last, delta, stride}: code points\n"
      " * first + k*stride <= last lowercase to cp + delta (simple lowercase, U+0130\n"
      " * excluded); text__word is {first, last} of general categories L* and N*;\n"
      " * text__wide is {first, last} of East_Asian_Width W and F. */\n"
      % unicodedata.unidata_version)
    w("#include <stddef.h>\n#include <stdint.h>\n\n")
    w("/* clang-format off */\n")
    w("const int32_t text__lower[][4] = {\n")
    for first, last, delta, stride in lower:
        w("\t{0x%04X, 0x%04X, %d, %d},\n" % (first, last, delta, stride))
    w("};\n")
    w("const size_t text__lower_n = sizeof text__lower / sizeof text__lower[0];\n\n")
    w("const uint32_t text__word[][2] = {\n")
    for i in range(0, len(word), 4):
        w("\t" + " ".join("{0x%04X, 0x%04X}," % (a, b) for a, b in word[i:i + 4]) + "\n")
    w("};\n")
    w("const size_t text__word_n = sizeof text__word / sizeof text__word[0];\n\n")
    w("const uint32_t text__wide[][2] = {\n")
    for i in range(0, len(wide), 4):
        w("\t" + " ".join("{0x%04X, 0x%04X}," % (a, b) for a, b in wide[i:i + 4]) + "\n")
    w("};\n")
    w("const size_t text__wide_n = sizeof text__wide / sizeof text__wide[0];\n")
    w("/* clang-format on */\n")
    return "".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "unicode_data.c")
    lower = build_lower()
    word = build_word()
    wide = build_wide()
    check_invariants(lower, word, wide)
    text = emit(lower, word, wide)
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write(text)
    print("%s: %d lowercase ranges, %d word ranges, %d wide ranges, %d bytes"
          % (path, len(lower), len(word), len(wide), len(text)))


if __name__ == "__main__":
    main()
