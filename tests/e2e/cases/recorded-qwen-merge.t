# Issue 30: on the recorded Qwen Code chat, --partial then merge gives what
# a plain search gives; the index (memgrep index, then a search through it)
# gives the same as --no-index; --source qwen and --qwen select the source
# (and with --source claude it is not searched); it is on by default when
# its folder exists.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
run: memgrep --format tsv --tools --thinking -m 20 "echo|answer|bumbershoot"
--- stdout
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:07.505Z	user	Run echo hello, then say tatterdemalion: données, 日本語	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	1	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:10.299Z	thinking	bumbershoot reasoning 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	4	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:10.299Z	tool	run_shell_command\necho hello	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	4	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:11.287Z	tool	Command: echo hello\nDirectory: (root)\nOutput: hello\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: (none)	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	6	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:11.596Z	thinking	bumbershoot reasoning 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	8	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:11.596Z	assistant	tatterdemalion answer 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	8	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:23.641Z	user	Run echo again, then say hobbledehoy: naïve café	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	9	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:27.303Z	tool	run_shell_command\necho hello	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	12	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:29.035Z	tool	Command: echo hello\nDirectory: (root)\nOutput: hello\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: (none)	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	14	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:52:29.246Z	assistant	hobbledehoy answer 2	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	16	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:53:02.910Z	tool	run_shell_command\necho hello	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	24	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:53:08.703Z	tool	Command: echo hello\nDirectory: (root)\nOutput: hello\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: 16883	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	26	0	qwen
ca4bb773-8e75-4310-ab58-292eb009942a	2026-11-29T11:53:09.826Z	assistant	flibbertigibbet answer 3	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl	28	0	qwen
--- stderr
--- check
Q="tatterdemalion|hobbledehoy|bumbershoot|hello|skedaddle|flibbertigibbet"
memgrep --format tsv --tools --thinking -m 20 "$Q" > "$T/plain"
test -s "$T/plain"
memgrep --partial --tools --thinking -m 20 "$Q" > "$T/p1"
"$E2E_BIN" merge --format tsv "$T/p1" > "$T/merged"
cmp "$T/plain" "$T/merged"
"$E2E_BIN" index > /dev/null
memgrep --format tsv --tools --thinking -m 20 "$Q" > "$T/indexed"
memgrep --no-index --format tsv --tools --thinking -m 20 "$Q" > "$T/noindex"
cmp "$T/plain" "$T/indexed"
cmp "$T/indexed" "$T/noindex"
memgrep --source qwen --format tsv --tools --thinking -m 20 "$Q" > "$T/src"
cmp "$T/plain" "$T/src"
HOME="$T/h2" memgrep --source claude --format tsv "$Q" > "$T/claude" 2>/dev/null || true
test ! -s "$T/claude"
mkdir -p "$T/h2/.claude/projects"
HOME="$T/h2" memgrep --format tsv "$Q" > "$T/claude2" 2>/dev/null || true
test -s "$T/claude2"  # on by default beside Claude Code
HOME="$T/h2" memgrep --qwen --format tsv --tools --thinking -m 20 "$Q" > "$T/flag"
cmp "$T/plain" "$T/flag"
