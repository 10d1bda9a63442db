# docs/reference.md §8: a function_call_output's text is its output string exactly as
# written, not parsed further although it is JSON: its keys ("metadata") are
# searched and its \n escapes stay backslash-n (tsv writes the backslash \\).
args: --tools --format tsv metadata codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:12.000Z	tool	{"output":"int parse_frame(const char *buf) {\\n  return buf[0];\\n}\\n","metadata":{"exit_code":0,"duration_seconds":0.1}}	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	13	0	codex
