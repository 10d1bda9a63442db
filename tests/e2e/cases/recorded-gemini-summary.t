# Issue 28 point 4, Gemini CLI 0.61.0 (tests/recorded/README.md): starting
# Gemini CLI appends the previous session's summary ({"$set":{"summary":…}})
# to that session's own file, so it already belongs there: quixotry lands
# on a7acbe2c, whose last line it is, and counts once.
cwd: $FIX/../../recorded/gemini-cli-0.61.0
args: --source gemini quixotry .gemini
--- stdout
[1/1] a7acbe2 • 2026-11-29 02:43 • /tmp/memgrep-record/gemini/proj • 1 match • Quixotry session summary 1
  summary    2026-11-29 02:43  L12  Quixotry session summary 1
--- stderr
