# docs/reference.md §8 and §6: a file split into parts (--part-size, -j 2)
# gives what the whole file gives when a part ends between an echo and its
# twin: the 613a9a68 rollout of tests/real cut inside line 345, between the
# agent_message of line 343 and its response_item, line 346 (the part that
# ends with an echo still pending cannot tell whether it counts: the file
# is read again whole), and cut inside line 356, after the twinless reply
# of line 355. Each reply is found once: 346 and 355.
cwd: $FIX/../../..
args: --no-index --format tsv 极简测试 tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl
--- check
f=tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl
test "$(cut -f 3,7 "$OUT" | tr '\t\n' ': ')" = "assistant:346 assistant:355 "
for at in 345 356; do
	# A part size whose second part starts inside line $at.
	p=$(python3 -c 'import sys
o = 0
for n, line in enumerate(open(sys.argv[1], "rb"), 1):
    if n == int(sys.argv[2]):
        print((o + 2) // 2)
        break
    o += len(line)' "$f" "$at")
	"$E2E_BIN" -j 2 --no-index --part-size "$p" --format tsv 极简测试 "$f" >"$T/parts"
	cmp "$OUT" "$T/parts"
done
