# Issue 31 point 8, docs/reference.md §4.1: --file takes a folder (a path
# ending in '/': a file below it, or the folder itself, in a tool call's
# file_path or a command's word; a '/' or the start before it, so mysrc/ is
# not src/) and a glob (* ? [ ]: fnmatch over as many of the path's last
# components as it has): *.cpp finds b031's file_path .../src/auth.cpp and
# b041's Codex command array holding src/auth.cpp; *.orig the two
# auth.c.orig; mysrc/ the two mysrc/auth.c. The same without the prefilter
# (a glob's longest literal run is what it looks for).
run: memgrep --file '*.cpp' -n 50 -l "" codex/files/bounds/; memgrep --file '*.orig' -n 50 -l "" codex/files/bounds/; memgrep --file mysrc/ -n 50 -l "" codex/files/bounds/
--- stdout
codex/files/bounds/rollout-2025-04-11T10-41-00-b0410000-0000-4000-8000-000000000041.jsonl
codex/files/bounds/b0310000-0000-4000-8000-000000000031.jsonl
codex/files/bounds/b0360000-0000-4000-8000-000000000036.jsonl
codex/files/bounds/b0320000-0000-4000-8000-000000000032.jsonl
codex/files/bounds/b0370000-0000-4000-8000-000000000037.jsonl
codex/files/bounds/b0330000-0000-4000-8000-000000000033.jsonl
--- stderr
--- check
memgrep --file src/ -n 50 -l "" codex/files/bounds/ > "$T/src"
grep -q b0150000 "$T/src" && grep -q b0160000 "$T/src" && grep -q b0310000 "$T/src"
! grep -q -e b0330000 -e b0370000 "$T/src"
for f in '*.cpp' '*.orig' mysrc/ src/ 'src/*.c'; do
  diff <(memgrep --file "$f" -n 50 -l "" codex/files/) <(MEMGREP_INDEX=off memgrep --no-prefilter --file "$f" -n 50 -l "" codex/files/)
done
