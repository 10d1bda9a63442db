# docs/reference.md §8: in a legacy rollout (Codex 0.36) a reply said in a
# turn that the user interrupted was never written as a response_item
# message: tests/real/Hoper-J__cpolar-connect's 613a9a68 rollout has it only
# as the event_msg agent_message of line 355 (line 356 is the turn_aborted
# event, 357 the next prompt). It is read from that line, once, as an
# assistant message with the line's time: searched through the index (made
# by this search, then fresh), and without it, with the prefilter off, and
# through --partial and merge.
# (9cd28a74, the rollout that 613a9a68 resumes, ends before that turn.)
cwd: $FIX/../../..
args: --format tsv 帮助文案 tests/real/Hoper-J__cpolar-connect
--- stdout
613a9a68-8816-40b2-a2d4-041ade599da6	2025-09-16T06:16:44.373Z	assistant	我将统一各子命令的帮助文案为“表情 + 简短双语一句话”的风格，并为 `--force` 等选项补充双语说明；随后补充一个极简测试确保 `--help` 输出包含统一关键字。现在尝试写入变更。	/Users/home/Downloads/CpolarAutoUpdater	tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl	355	0	codex
--- check
memgrep --format tsv --stats 帮助文案 tests/real/Hoper-J__cpolar-connect >"$T/fresh" 2>"$T/stats"
grep -q 'files: 2 fresh, 0 grown, 0 made' "$T/stats"
cmp "$OUT" "$T/fresh"
memgrep --no-index --format tsv 帮助文案 tests/real/Hoper-J__cpolar-connect >"$T/files"
cmp "$OUT" "$T/files"
memgrep --no-index --no-prefilter --format tsv 帮助文案 tests/real/Hoper-J__cpolar-connect >"$T/all"
cmp "$OUT" "$T/all"
test "$(memgrep --no-index -c 帮助文案 tests/real/Hoper-J__cpolar-connect)" = "tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl:1"
memgrep --no-index --partial 帮助文案 tests/real/Hoper-J__cpolar-connect >"$T/partial"
"$E2E_BIN" merge --format tsv "$T/partial" >"$T/merged"
cmp "$OUT" "$T/merged"
