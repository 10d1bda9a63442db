# Issue 28 point 8, docs/reference.md §10: Gemini CLI 0.61.0's /rewind
# (tests/recorded/README.md, session 50179fa7) appends {"$rewindTo": ID}:
# the prompt ID (lollygag) and everything written after it (its tool call,
# `wobbegong answer 2`) are taken back, as ChatRecordingService.rewindTo
# drops them. lollygag is no result; the no-result hint says where it went.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
args: lollygag
exit: 1
--- stdout
--- stderr
No results found for "lollygag" in Gemini CLI sessions ($FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp).
Hint: the session was rewound (1 matching message is in turns that a rewind took back, which are not searched)
