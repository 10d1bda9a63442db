# Issue 30: on the recorded Qwen Code chat, --partial then merge gives what
# a plain search gives; the index (memgrep index, then a search through it)
# gives the same as --no-index; --source qwen and --qwen select the source
# (and with --source claude it is not searched); it is on by default when
# its folder exists.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
run: memgrep --format tsv --tools --thinking -m 20 "echo|answer|bumbershoot"
--- stdout
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:22.246Z	user	Run echo hello, then say tatterdemalion: données, 日本語	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	1	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:22.953Z	thinking	bumbershoot reasoning 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	4	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:22.953Z	tool	run_shell_command\necho hello	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	4	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:23.239Z	tool	Command: echo hello\nDirectory: (root)\nOutput: hello\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: (none)	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	6	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:23.285Z	thinking	bumbershoot reasoning 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	8	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:23.285Z	assistant	tatterdemalion answer 1	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	8	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:27.316Z	user	Run echo again, then say hobbledehoy: naïve café	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	9	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:27.985Z	tool	run_shell_command\necho hello	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	12	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:28.271Z	tool	Command: echo hello\nDirectory: (root)\nOutput: hello\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: (none)	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	14	0	qwen
85892941-7fe7-4821-bda4-fbff73c40ba9	2026-11-29T11:33:28.349Z	assistant	hobbledehoy answer 2	/tmp/memgrep-record/qwen/proj	$FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl	16	0	qwen
--- stderr
--- check
Q="tatterdemalion|hobbledehoy|bumbershoot|hello"
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
