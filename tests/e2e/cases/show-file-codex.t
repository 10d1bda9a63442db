# memgrep show FILE of a Codex rollout: the other rollout of its session in
# the same folder is found too (both files listed).
run: "$E2E_BIN" show -j 1 browse/split/rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl 2>/dev/null | sed -n '1p;6,7p'; echo "exit ${PIPESTATUS[0]}"
--- stdout
session 0199b000-3333-7ccc-8000-000000000003
files:    browse/split/rollout-2025-05-06T08-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl
          browse/split/rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl
exit 0
