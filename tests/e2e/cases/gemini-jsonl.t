# docs/reference.md §10, §4.5: jsonl of a Gemini message: its id is its uuid;
# of the three copies of the rewritten answer (lines 24, 26, 28) only the
# last is read.
args: --format jsonl wombat gemini/home/.gemini/tmp/harbor
--- stdout
{"session_id":"1a2b3c4d-1111-4aaa-8bbb-000000000001","short_id":"1a2b3c4","source":"gemini","title":"Fix the lighthouse parser on empty frames","title_from":"title","shown_title":"Fix the lighthouse parser on empty frames","project":"/home/dev/harbor","session_file":"gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl","score":1,"matches":1,"first":"2025-06-02T09:10:06.000Z","last":"2025-06-02T09:10:06.000Z","resume":"cd '/home/dev/harbor' && gemini --resume 1a2b3c4d-1111-4aaa-8bbb-000000000001","uuid":"9e000000-0000-4000-8000-000000000013","timestamp":"2025-06-02T09:10:06.000Z","type":"assistant","file":"gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl","line":28,"text":"Final: use the wombat cache for frames.","snippet":"Final: use the wombat cache for frames."}
--- stderr
