# memgrep show FILE of a Gemini CLI session's .jsonl: its .json beside it is
# part of the session too.
run: "$E2E_BIN" show -j 1 gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.jsonl 2>/dev/null | sed -n '1p;6,7p'; echo "exit ${PIPESTATUS[0]}"
--- stdout
session 4d5e6f70-4444-4aaa-8bbb-000000000004
files:    gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
          gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.jsonl
exit 0
