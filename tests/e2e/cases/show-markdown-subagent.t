# Markdown of a session split over a main transcript and subagent files of
# both layouts: the subagent messages' headings are marked with the agent,
# the main transcript's are not; noise stays hidden.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --format markdown 5e55a
--- stderr
--- stdout-contains
# Harbor crane planning
- **Session:** `5e55a000-0000-4000-8000-00000000000a`
## User · 2025-05-01 09:05 · subagent agent-aa11
## Assistant · 2025-05-01 09:06 · subagent agent-aa11
## Assistant · 2025-05-01 09:07 · subagent agent-bb22
## User · 2025-05-01 09:10
- *Tool · 2025-05-01 09:02:* `berth 3: crane A berth 5: crane B`
--- stdout-lacks
## User · 2025-05-01 09:00 · subagent
## User · 2025-05-01 09:10 · subagent
<system-reminder>
