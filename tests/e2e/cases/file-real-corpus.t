# --file on the real corpus (tests/real): only one session's tool calls (a
# Codex rollout's `sed -n '1,200p' plan.md` and a `git restore ... plan.md
# ...` command) name plan.md. Run from the repository root, so the path
# printed starts with tests/real/; the folder's LICENSE, ORIGIN.md and
# README.md are not *.jsonl, so the directory walk does not read them.
cwd: $FIX/../../..
args: --file plan.md -l "" tests/real
--- stdout
tests/real/Monotoba__OpenPrintKit/codex/sessions/2025/11/01/rollout-2025-11-01T11-34-37-97b66f6c-a160-40e0-bd0f-1fdcbbb9498b.jsonl
