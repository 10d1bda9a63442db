# docs/reference.md §4.5, issue 15 point 1: off a terminal json's snippet
# is 300 code points, in fragments as text's; on a terminal too, since only
# text follows the terminal's width (run under script(1), 80 columns).
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; memgrep --format jsonl "alpha bravo" snippet/p15-groups.jsonl > "$T/pipe.json"; script -qec "stty cols 80; '$E2E_BIN' -j 1 --format jsonl 'alpha bravo' snippet/p15-groups.jsonl" /dev/null | tr -d '\r' > "$T/tty.json"; cmp "$T/pipe.json" "$T/tty.json" && grep -o "\"snippet\":.*" "$T/pipe.json"
--- stdout
"snippet":"… n0052 n0053 n0054 n0055 n0056 n0057 n0058 n0059 alpha n0061 n0062 n0063 n0064 n0065 n0066 n0067 n0068 n0069 n0070 n0071 n0072 n0073 n0074 n0075 n00 … n0152 n0153 n0154 n0155 n0156 n0157 n0158 n0159 bravo n0161 n0162 n0163 n0164 n0165 n0166 n0167 n0168 n0169 n0170 n0171 n0172 n0173 n0174 n0175 n01…"}
