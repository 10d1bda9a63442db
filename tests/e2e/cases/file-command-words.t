# --file on Bash commands: PATH counts as a word when bounded by the string
# ends, whitespace, quotes, = < > | ; & ( ) : , or a / before it (b001-b014,
# b038), a Codex command string (b040), and file_path equal to PATH or ending with /PATH (b015 src/auth.c,
# b016 ./src/auth.c). Not: src/auth.cpp, src/auth.c.orig, mysrc/auth.c,
# src/auth.c~, src/auth.c-old, file_path .../src/auth.c.orig and
# .../mysrc/auth.c (b031-b037), a Codex command array holding src/auth.cpp
# with a workdir key ending in src/auth.c (b041). Ranked by time: newest first (-n 50: all).
args: --file src/auth.c -n 50 -l "" codex/files/bounds/
--- stdout
codex/files/bounds/rollout-2025-04-11T10-40-00-b0400000-0000-4000-8000-000000000040.jsonl
codex/files/bounds/b0380000-0000-4000-8000-000000000038.jsonl
codex/files/bounds/b0160000-0000-4000-8000-000000000016.jsonl
codex/files/bounds/b0150000-0000-4000-8000-000000000015.jsonl
codex/files/bounds/b0140000-0000-4000-8000-000000000014.jsonl
codex/files/bounds/b0130000-0000-4000-8000-000000000013.jsonl
codex/files/bounds/b0120000-0000-4000-8000-000000000012.jsonl
codex/files/bounds/b0110000-0000-4000-8000-000000000011.jsonl
codex/files/bounds/b0100000-0000-4000-8000-000000000010.jsonl
codex/files/bounds/b0090000-0000-4000-8000-000000000009.jsonl
codex/files/bounds/b0080000-0000-4000-8000-000000000008.jsonl
codex/files/bounds/b0070000-0000-4000-8000-000000000007.jsonl
codex/files/bounds/b0060000-0000-4000-8000-000000000006.jsonl
codex/files/bounds/b0050000-0000-4000-8000-000000000005.jsonl
codex/files/bounds/b0040000-0000-4000-8000-000000000004.jsonl
codex/files/bounds/b0030000-0000-4000-8000-000000000003.jsonl
codex/files/bounds/b0020000-0000-4000-8000-000000000002.jsonl
codex/files/bounds/b0010000-0000-4000-8000-000000000001.jsonl
