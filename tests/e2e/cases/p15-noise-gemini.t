# docs/noise-markers.md: a Gemini CLI user message without displayContent
# holds the parts Gemini CLI adds for an @ reference and an @agent; they
# are noise ("referenced", "agent(s)" are only there), the typed prompt and
# the file's own text are not.
setup: mkdir -p g/chats && { printf '{"sessionId":"15aa0000-0000-4000-8000-000000000001","projectHash":"108c7c","startTime":"2025-06-03T14:00:01.000Z","lastUpdated":"2025-06-03T14:00:02.000Z","kind":"main"}\n'; printf '{"id":"9e15-1","timestamp":"2025-06-03T14:00:00.000Z","type":"user","content":[{"text":"Summarise @notes/plan.md for the lighthouse review"},{"text":"\\n--- Content from referenced files ---"},{"text":"\\nContent from @notes/plan.md:\\n"},{"text":"Secret plan: the marmot migration."},{"text":"\\n--- End of content ---"},{"text":"\\n<system_note>\\nThe user has explicitly selected the following agent(s): helper.\\n</system_note>\\n"}]}\n'; } > g/chats/session-2025-06-03T14-00-15aa0000.jsonl
cwd: $T
run: for q in referenced 'explicitly selected' 'plan.md:'; do memgrep -c "$q" g 2>/dev/null; echo "$q: $?"; done; memgrep -c --keep-noise referenced g; memgrep -c 'lighthouse marmot' g
--- stdout
referenced: 1
explicitly selected: 1
plan.md:: 1
g/chats/session-2025-06-03T14-00-15aa0000.jsonl:1
g/chats/session-2025-06-03T14-00-15aa0000.jsonl:1
--- stderr
