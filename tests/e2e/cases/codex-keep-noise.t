# --keep-noise keeps the Codex noise blocks: the AGENTS.md message, the
# <environment_context> message and the <user_instructions> block, joined to
# the prompt of its message by \n. The developer message stays unsearched.
args: --keep-noise --format tsv "quokka|numbat|wombat" codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:01.000Z	user	# AGENTS.md instructions for /home/dev/harbor\n\n<INSTRUCTIONS>\nKeep the wombat tests green.\n</INSTRUCTIONS>	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	3	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:01.500Z	user	<environment_context>\n  <cwd>/home/dev/harbor</cwd>\n  <approval_policy>on-request</approval_policy>\n  <shell>bash</shell>\n  <note>quokka near the lighthouse</note>\n</environment_context>	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	4	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:05.000Z	user	<user_instructions>\nAlways greet the numbat first.\n</user_instructions>\nPlease fix the lighthouse parser so it handles empty frames	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	5	0	codex
