# Issue 28 point 8, docs/reference.md §1, §11: show, sessions and the
# no-result message read the Gemini root below GEMINI_CLI_HOME too.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
run: "$E2E_BIN" show -j 1 2d9ce287 --format json
--- stdout-contains
"file":"$FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/session-2026-11-29T02-43-2d9ce287.jsonl"
"resume":"cd '/tmp/memgrep-record/gemini/proj' && gemini --resume 2d9ce287-39e4-4dfe-a419-c12c09d54b74"
--- stderr
--- check
[ "$("$E2E_BIN" sessions | grep -c ' gemini ')" = 3 ]
set +e
memgrep zzqxnomatch > "$T/o" 2> "$T/e"
rc=$?
set -e
[ $rc = 1 ]
[ ! -s "$T/o" ]
grep -qxF "No results found: 3 sessions in 4 files of Gemini CLI sessions ($FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp), none holds \"zzqxnomatch\"." "$T/e"
