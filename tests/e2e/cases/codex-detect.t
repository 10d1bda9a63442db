# docs/reference.md §8: a file is Codex when its first valid JSON object line has a
# Codex type (here compacted, or event_msg) and an object payload; a
# session_meta whose payload is a string does not count, so that file is
# read as Claude Code (its response_item line is then an unknown type, and
# its Claude line is found).
args: -c heron codex/detect/
--- stdout
codex/detect/payload-not-object.jsonl:1
codex/detect/event-first.jsonl:1
codex/detect/rollout-2025-04-12T08-00-00-compacted.jsonl:1
