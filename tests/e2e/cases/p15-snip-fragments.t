# docs/reference.md §4.5, issue 15 point 1: groups too far apart for one
# window come in fragments joined by " … ", inside the same 300 code
# points: two of (300 − 3) / 2 = 148, each starting a third of its width
# before its hit.
args: "alpha bravo" snippet/p15-groups.jsonl
--- stdout
[1/1] 5a1e700 • 2025-03-03 12:01 • /home/dev/app • 1 match • the cat sat on the mat and the dog ran to the park while the sun was high in th…
  assistant  2025-03-03 12:01  L2  … n0052 n0053 n0054 n0055 n0056 n0057 n0058 n0059 alpha n0061 n0062 n0063 n0064 n0065 n0066 n0067 n0068 n0069 n0070 n0071 n0072 n0073 n0074 n0075 n00 … n0152 n0153 n0154 n0155 n0156 n0157 n0158 n0159 bravo n0161 n0162 n0163 n0164 n0165 n0166 n0167 n0168 n0169 n0170 n0171 n0172 n0173 n0174 n0175 n01…
