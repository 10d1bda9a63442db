# docs/reference.md §1: a PATH walk keeps the file names of every session
# source (session-*.json and session-*.jsonl too) without --gemini; the
# other files of ~/.gemini (.project_root, projects.json) are not read.
args: -l lighthouse gemini
--- stdout
gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
gemini/home/.gemini/tmp/b9846ae12603eabf040372b14613b63f30dde6575e32f53635e266a70dfbb339/chats/session-2025-05-10T12-00-5e6f7081.json
--- stderr
