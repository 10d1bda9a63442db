# A real headless Claude Code session (tests/real/DRMacIver__claude-reliability,
# `claude -p`: it opens with queue-operation lines and has no title line):
# its file is named after the test, not the id, so the id is read from its
# lines; the first prompt is its title; tool calls one line each.
cwd: $FIX/../../..
run: "$E2E_BIN" show -j 1 c64cc478 tests/real/DRMacIver__claude-reliability | head -n 22
--- stdout
session c64cc478-3430-40fe-8e9c-4ee9986e9754
source:   claude
title:    Add a function called multiply_numbers(a: int, b: int) -> int that multiplies t…  (its first prompt)
project:  /tmp/tmpw6sk2trg
time:     2026-01-21 06:19 – 2026-01-21 06:20, 9 messages, 26 tool
files:    tests/real/DRMacIver__claude-reliability/coverage-test-fix.jsonl
resume:   cd '/tmp/tmpw6sk2trg' && claude --resume c64cc478-3430-40fe-8e9c-4ee9986e9754

2026-01-21 06:19  user
    Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two numbers together. Add a test for it.

2026-01-21 06:19  assistant
    I'll start by exploring the codebase to understand its structure.

2026-01-21 06:19  tool  Glob **/*.py
2026-01-21 06:19  tool  /tmp/tmpw6sk2trg/.claude/plugins/claude-reliability/scripts/release.py /tmp/tmpw6sk2trg/.claude/plu…
2026-01-21 06:19  tool  Read /tmp/tmpw6sk2trg/src/math_utils.py
2026-01-21 06:19  tool  Read /tmp/tmpw6sk2trg/tests/test_math_utils.py
2026-01-21 06:19  tool  1→"""Math utility functions.""" 2→ 3→ 4→def add_numbers(a: int, b: int) -> int: 5→ """Add two numbe…
2026-01-21 06:19  tool  1→"""Tests for math_utils.""" 2→ 3→from src.math_utils import add_numbers 4→ 5→ 6→def test_add_numb…

2026-01-21 06:19  assistant
--- stderr
