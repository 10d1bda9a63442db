# A Qwen Code chat's custom_title record is its title whatever the query:
# without the index the prefilter decodes only the lines that may match,
# and a line that may be a title (the row's title_types, "custom_title"
# for Qwen Code) is one of them. "parser" is not in the title, so only the
# title rule reads that line (the differential suite's index of some
# files found it lost: a session read raw showed its first prompt).
env: HOME=$FIX/qwen/home MEMGREP_INDEX=off
args: -m 1 parser
--- stdout-contains
• Quokka frame drops
--- check
out=$(MEMGREP_INDEX=off memgrep --format json parser 2>/dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print([(s["title_from"], s["title"]) for s in d["sessions"]])')
test "$out" = "[('title', 'Quokka frame drops')]" || { echo "got $out"; exit 1; }
out=$(MEMGREP_INDEX=off memgrep --no-prefilter --format json parser 2>/dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print([(s["title_from"], s["title"]) for s in d["sessions"]])')
test "$out" = "[('title', 'Quokka frame drops')]" || { echo "got $out"; exit 1; }
