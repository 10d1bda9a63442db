# --explain --format json: the parse as one document for agents.
run: memgrep --explain --format json 'auth "x y" -z_q|\_w' | jq -c '.mode, .fuzzy, [.groups[] | [.negated, [.alternatives[] | [.text, .kind, .searches, .wildcards]]]]'
--- stdout
"literal"
0
[[false,[["auth","literal","auth",0]]],[false,[["\"x y\"","phrase","x y",0]]],[true,[["z_q","literal","z[_- ]q",1],["\\_w","literal","_w",0]]]]
--- stderr
