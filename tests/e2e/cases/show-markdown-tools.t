# Markdown with --tools --thinking: tool and thinking messages get their own
# `## Kind · time` heading and their whole text in a fenced block; the
# --around target's heading ends with ◀.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --format markdown --tools --thinking --around a-3 -C 1 5e55a
--- stdout
# Harbor crane planning

- **Session:** `5e55a000-0000-4000-8000-00000000000a`
- **Source:** claude
- **Project:** `/home/dev/harbor`
- **Time:** 2025-05-01 09:00 – 2025-05-01 09:11 (7 messages, 2 tool, 1 thinking)
- **Files:** `$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl`, `$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a/subagents/agent-aa11.jsonl`, `$FIX/browse/home/.claude/projects/-home-dev-harbor/agent-bb22.jsonl`
- **Resume:** `cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a`

## Thinking · 2025-05-01 09:01

```
The crane   schedule depends on the tides:
  high water at 14:00 and low water at 20:00, so berth three goes first and berth five waits for the evening shift
```

## Tool · 2025-05-01 09:02 ◀

```
Bash
grep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, every crane counted, and the tide table read twice'
```

## Tool · 2025-05-01 09:02

```
berth 3: crane A
berth 5: crane B
```
--- stderr
