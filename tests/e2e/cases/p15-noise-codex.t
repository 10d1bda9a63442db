# docs/noise-markers.md, docs/reference.md §8: the blocks Codex CLI writes
# into user messages (a ! shell command, /review's findings, a skill, a
# subagent's status, the editor's context) are noise. "quokka" is only in
# them: found with --keep-noise alone; the prompt beside them ("marmot") is
# found either way.
setup: m() { printf '{"timestamp":"2025-04-0%sT09:00:00.000Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"%s"},{"type":"input_text","text":"rename the marmot module, step %s"}]}}\n' "$1" "$2" "$1"; }; { printf '{"timestamp":"2025-04-01T09:00:00.000Z","type":"session_meta","payload":{"id":"c0de1500-0000-4000-8000-000000000001","cwd":"/home/dev/harbor"}}\n'; m 1 '<user_shell_command>\n<command>\nls quokka\n</command>\n</user_shell_command>'; m 2 '<user_action>\n  <context>User initiated a review task: quokka.</context>\n  <action>review</action>\n</user_action>'; m 3 '<skill>\n<name>quokka</name>\n</skill>'; m 4 '<subagent_notification>{\"agent\":\"quokka\"}</subagent_notification>'; m 5 '<additional_context>\n<title>quokka from my editor</title>\n</additional_context>'; } > rollout-2025-04-01T09-00-00-c0de1500-0000-4000-8000-000000000001.jsonl
cwd: $T
run: memgrep -c quokka . 2>/dev/null; echo "exit $?"; memgrep -c --keep-noise quokka .; memgrep -c marmot .
--- stdout
exit 1
./rollout-2025-04-01T09-00-00-c0de1500-0000-4000-8000-000000000001.jsonl:5
./rollout-2025-04-01T09-00-00-c0de1500-0000-4000-8000-000000000001.jsonl:5
--- stderr
