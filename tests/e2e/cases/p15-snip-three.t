# docs/reference.md §4.5, issue 15 point 1: at most three fragments (of
# (300 − 6) / 3 = 98). Four groups far apart: three of them appear, the
# rarest (all have one hit here, so the first three of the query); delta
# is left out.
args: "alpha bravo charlie delta" snippet/p15-groups.jsonl
--- stdout
[1/1] 5a1e700 • 2025-03-03 12:01 • /home/dev/app • 1 match • the cat sat on the mat and the dog ran to the park while the sun was high in th…
  assistant  2025-03-03 12:01  L2  …4 n0055 n0056 n0057 n0058 n0059 alpha n0061 n0062 n0063 n0064 n0065 n0066 n0067 n0068 n0069 n0070 … 4 n0155 n0156 n0157 n0158 n0159 bravo n0161 n0162 n0163 n0164 n0165 n0166 n0167 n0168 n0169 n0170 … 4 n0255 n0256 n0257 n0258 n0259 charlie n0261 n0262 n0263 n0264 n0265 n0266 n0267 n0268 n0269 n027…
