# Markdown of a Codex rollout: the first prompt is the `# TITLE`; thinking
# and tool messages are one bullet each, `- *Kind · time:* `folded text``
# (cut to 100 code points with …); the developer message is no message, the
# AGENTS.md and <environment_context> ones and the <user_instructions> block
# are noise (hidden); the short "lamp ok!" is shown. Its resume command goes
# to its cwd first (issue 28 point 6).
run: "$E2E_BIN" show -j 1 --format markdown c0de1111 codex/basic
--- stdout
# Please fix the lighthouse parser so it handles empty frames

- **Session:** `c0de1111-0000-4000-8000-000000000001`
- **Source:** codex
- **Project:** `/home/dev/harbor`
- **Time:** 2025-04-01 10:00 – 2025-04-01 10:03 (4 messages, 2 tool, 1 thinking)
- **Files:** `codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl`
- **Resume:** `cd '/home/dev/harbor' && codex resume c0de1111-0000-4000-8000-000000000001`

## User · 2025-04-01 10:00

Please fix the lighthouse parser so it handles empty frames

- *Thinking · 2025-04-01 10:00:* `**Inspecting the parser** I should read the lighthouse parser before editing it. The parser lives i…`

## Assistant · 2025-04-01 10:00

I will read the lighthouse parser first.

- *Tool · 2025-04-01 10:00:* `shell bash -lc sed -n 1,40p src/lighthouse.c /home/dev/harbor 120000`
- *Tool · 2025-04-01 10:00:* `{"output":"int parse_frame(const char *buf) {\n return buf[0];\n}\n","metadata":{"exit_code":0,"dur…`

## Assistant · 2025-04-01 10:03

The lighthouse parser now skips empty frames.

## Assistant · 2025-04-01 10:03

lamp ok!
--- stderr
