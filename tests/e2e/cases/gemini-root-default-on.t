# docs/reference.md §1: ~/.gemini/tmp is searched by default when it exists,
# without --gemini (issue 28 point 5; it was searched only with --gemini).
setup: cp -r "$FIX/gemini/home/." "$HOME/" && mkdir -p "$HOME/.claude/projects"
args: -l lighthouse
--- stdout
$T/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
$T/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl
$T/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
$T/home/.gemini/tmp/b9846ae12603eabf040372b14613b63f30dde6575e32f53635e266a70dfbb339/chats/session-2025-05-10T12-00-5e6f7081.json
--- stderr
