# Issue 31 point 2: --explain compiles every regex term and says which do
# not compile and why, in memgrep's words (no HS_FLAG_ names), then exits
# 2 with the first one's error; a search says the same.
run: memgrep --explain -e 'ok \bword\b .*' | sed -n 4,9p; memgrep -e '.*' basic; memgrep -e 'a{0,2}' basic; memgrep --explain --format json -e '(?<=a)b'; r=$?; echo "exit $r"
exit: 0
--- stdout
AND group 1:
  ok                       regex, compiles
AND group 2:
  \bword\b                 regex, does not compile: \b is not supported (use -w for whole words)
AND group 3:
  .*                       regex, does not compile: a regex that can match empty text (.*) finds every message: use a term
{"query":"(?<=a)b","mode":"regex","case_sensitive":false,"word":false,"fuzzy":0,"scope":"message","groups":[{"negated":false,"alternatives":[{"text":"(?<=a)b","kind":"regex","searches":"(?<=a)b","wildcards":0,"fuzzy":0,"compiles":false,"error":"look-around ((?=, (?<=, (?!) is not supported"}]}],"recall_cutoff":{"mode":"turn","events":"tool calls"}}
exit 2
--- stderr
memgrep: cannot compile the term '\bword\b': \b is not supported (use -w for whole words)
memgrep: cannot compile the term '.*': a regex that can match empty text (.*) finds every message: use a term
memgrep: cannot compile the term 'a{0,2}': a regex that can match empty text (.*) finds every message: use a term
memgrep: cannot compile the term '(?<=a)b': look-around ((?=, (?<=, (?!) is not supported
