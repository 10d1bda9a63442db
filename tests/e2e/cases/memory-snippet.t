# docs/reference.md §4.5, §9: a memory line prints as a snippet: whitespace
# folded, and past 300 code points a window of 300 starting 100 before the
# first match, with `…` at each cut end.
args: --source memory walnut memory/rules/long.md
--- stdout
### memory/rules/long.md
**Line 1:** …w061 w062 w063 w064 w065 w066 w067 w068 w069 w070 w071 w072 w073 w074 w075 w076 w077 w078 w079 w080 walnut w081 w082 w083 w084 w085 w086 w087 w088 w089 w090 w091 w092 w093 w094 w095 w096 w097 w098 w099 w100 w101 w102 w103 w104 w105 w106 w107 w108 w109 w110 w111 w112 w113 w114 w115 w116 w117 w118 w11…
**Line 2:** walnut with double spaces

Found 2 matches across 1 files.
