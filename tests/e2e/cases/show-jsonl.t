# memgrep show --format jsonl: one object a message (session id, short id
# (issue 31 point 6: as show's json has it), source,
# uuid, time, kind, file, line, subagent, text), the --around target with
# "focus": true (FILE:LINE names line 4 of the second rollout; -C is 3 by
# default); the session split over two rollout files shows each
# replayed message once. The check parses every line.
run: "$E2E_BIN" show -j 1 --format jsonl --around rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl:4 0199b browse/split
--- stdout
{"session_id":"0199b000-3333-7ccc-8000-000000000003","short_id":"0199b00","source":"codex","uuid":null,"timestamp":"2025-05-06T08:00:10.000Z","type":"user","file":"browse/split/rollout-2025-05-06T08-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl","line":2,"subagent":false,"text":"Measure the dock pilings"}
{"session_id":"0199b000-3333-7ccc-8000-000000000003","short_id":"0199b00","source":"codex","uuid":null,"timestamp":"2025-05-06T08:01:00.000Z","type":"assistant","file":"browse/split/rollout-2025-05-06T08-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl","line":3,"subagent":false,"text":"The dock pilings are 12 m deep"}
{"session_id":"0199b000-3333-7ccc-8000-000000000003","short_id":"0199b00","source":"codex","uuid":null,"timestamp":"2025-05-07T09:00:10.000Z","type":"user","file":"browse/split/rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl","line":4,"subagent":false,"text":"And the dock cranes?","focus":true}
{"session_id":"0199b000-3333-7ccc-8000-000000000003","short_id":"0199b00","source":"codex","uuid":null,"timestamp":"2025-05-07T09:01:00.000Z","type":"assistant","file":"browse/split/rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl","line":5,"subagent":false,"text":"The dock cranes are rated for 40 t"}
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
ms = [json.loads(l) for l in lines]
for m in ms:
    assert list(m) == ["session_id", "short_id", "source", "uuid", "timestamp", "type", "file", "line", "subagent",
                       "text"] + (["focus"] if "focus" in m else []), list(m)
    assert m["session_id"] == "0199b000-3333-7ccc-8000-000000000003" and m["source"] == "codex"
    assert m["short_id"] == "0199b00", m["short_id"]
assert [m["text"] for m in ms] == ["Measure the dock pilings", "The dock pilings are 12 m deep",
                                   "And the dock cranes?", "The dock cranes are rated for 40 t"]
assert [m.get("focus") for m in ms] == [None, None, True, None]
PY
