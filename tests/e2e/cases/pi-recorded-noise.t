# Issue 30, docs/noise-markers.md: pi joins an @file argument's block
# (<file name="...">...</file>) and the typed prompt into one text; the
# block is noise (widdershins, the file's word, is not found), what was
# typed is not (gobbledygook); --keep-noise finds the block.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
run: memgrep widdershins; echo "exit $?"; memgrep gobbledygook; memgrep --keep-noise widdershins
--- stdout
exit 1
[1/1] 01a22717-b • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Read the notes, say gobbledygook
  user       2026-11-29 11:36  L4  Read the notes, say gobbledygook
  assistant  2026-11-29 11:36  L7  gobbledygook answer 1
[1/1] 01a22717-b • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 1 match • Read the notes, say gobbledygook
  user       2026-11-29 11:36  L4  <file name="/tmp/memgrep-record/pi/proj/notes.txt"> widdershins: the attached note </file> Read the notes, say gobbledygook
--- stderr
No results found for "widdershins" in pi sessions ($FIX/../../recorded/pi-0.73.1/.pi/agent/sessions).
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
