# --file on the real corpus: only one session's tool calls (a Codex rollout's
# `sed -n '1,200p' plan.md` and a `git restore ... plan.md ...` command) name
# plan.md. Run from the repository root, like ../shared in SPEC.md; skipped
# without the corpus.
cwd: $FIX/../../..
run: [ -d ../shared/corpus/real ] || { echo "e2e-skip: ../shared/corpus/real is missing" >&2; exit 77; }; memgrep --file plan.md -l "" ../shared/corpus/real
--- stdout
../shared/corpus/real/Monotoba__OpenPrintKit/codex/sessions/2025/11/01/rollout-2025-11-01T11-34-37-97b66f6c-a160-40e0-bd0f-1fdcbbb9498b.jsonl
