# docs/reference.md §8: the records of Codex 0.171.0 (world_state,
# token_usage_record, event_msg thread_settings_applied and item_completed,
# inter_agent_communication_metadata, response_item agent_message, the
# ordinal field) are valid lines, never malformed: every line of the
# recorded rollouts is decoded (each holds "type", which no message does:
# exit 1) and none is malformed, by the tree decoder (--no-index) and by
# the fast one the index builds its entries with.
exit: 1
args: --no-index --format json --stats type ../../recorded/codex-0.171.0 ../../recorded/codex-0.171.0-items
--- check
python3 -c 'import json,sys
s = json.load(open(sys.argv[1]))["stats"]
assert (s["files"], s["lines"], s["lines_decoded"], s["malformed"]) == (8, 170, 170, 0), s' "$OUT"
memgrep --format json --stats type ../../recorded/codex-0.171.0 ../../recorded/codex-0.171.0-items >"$T/ix.json" 2>/dev/null || test $? = 1
python3 -c 'import json,sys
s = json.load(open(sys.argv[1]))["stats"]
assert (s["lines"], s["malformed"], s["index"]["made"]) == (170, 0, 8), s' "$T/ix.json"
