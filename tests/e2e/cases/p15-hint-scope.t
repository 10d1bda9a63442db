# docs/reference.md §4.5: when every group matches some message of one session
# but no message matches them all, the hint is --scope session (which then
# finds it); groups met only in different sessions get "fewer groups". The
# session is long enough that the prefilter reads only some of its lines.
setup: python3 -c "import json; w = lambda p, sid, texts: open(p, 'w').write(''.join(json.dumps({'type': 'user', 'sessionId': sid, 'uuid': '%s-%d' % (sid[:4], i), 'timestamp': '2025-03-01T09:%02d:00Z' % (i % 60), 'cwd': '/home/dev/harbor', 'message': {'role': 'user', 'content': t}}) + chr(10) for i, t in enumerate(texts))); filler = ['we talked about the weather number %d at length' % i for i in range(200)]; w('one.jsonl', 'aaaa1500-0000-4000-8000-000000000001', ['what does the pelican eat, tell me please'] + filler + ['the zellij theme is dark now, fine'] + filler); w('two.jsonl', 'bbbb1500-0000-4000-8000-000000000002', ['a heron stands in the river today']); w('three.jsonl', 'cccc1500-0000-4000-8000-000000000003', ['an osprey dives for the fish there'])"
cwd: $T
run: memgrep 'pelican zellij' .; memgrep --scope session -l 'pelican zellij' .; memgrep 'heron osprey' .
exit: 1
--- stdout
./one.jsonl
--- stderr
No results found for "pelican zellij" in ..
Hint: try --scope session (every group matches some message of one session, but no message matches them all)
No results found for "heron osprey" in ..
Hint: try fewer groups (each space-separated group must match)
