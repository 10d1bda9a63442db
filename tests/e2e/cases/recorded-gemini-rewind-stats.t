# Issue 28 point 8, docs/reference.md §10, §6: the messages a $rewindTo took
# back are counted by --stats as dropped `rewound` (the prompt lollygag and
# `wobbegong answer 2`; its tool call too with --tools), never silently.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
args: --stats --format json lollygag
exit: 1
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
drops = d["stats"]["drops"]
assert drops["rewound"] == 2, drops
assert d["total"] == 0, d["total"]
PY
memgrep --stats --tools wobbegong 2>&1 >/dev/null | grep -x '  dropped     noise 0, short 0, recall_output 0, type 0, time 0, recall_cutoff 0, recall_fork 0, session 0, duplicate 0, rewound 3'
