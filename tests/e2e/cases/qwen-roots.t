# Issue 30, docs/reference.md §1: Qwen Code's root is
# $QWEN_RUNTIME_DIR/projects, else $QWEN_HOME/projects, else
# ~/.qwen/projects (Storage.getRuntimeBaseDir, then getGlobalQwenDir, in
# Qwen Code 0.24.4); QWEN_RUNTIME_DIR wins over QWEN_HOME.
env: HOME=$FIX/qwen/home
args: --source qwen -l frames
--- stdout
$FIX/qwen/home/.qwen/projects/-home-dev-kite/chats/7a1b2c3d-0000-4aaa-8bbb-000000000001.jsonl
--- stderr
memgrep: warning: skipped 1 malformed line of the 8 lines decoded (the first: $FIX/qwen/home/.qwen/projects/-home-dev-kite/chats/7a1b2c3d-0000-4aaa-8bbb-000000000001.jsonl:8)
--- check
Q=$FIX/qwen/home/.qwen
QWEN_HOME=$Q HOME="$T/h" memgrep --source qwen -l frames 2>/dev/null | grep -q 7a1b2c3d
QWEN_RUNTIME_DIR=$Q QWEN_HOME="$T/none" HOME="$T/h" memgrep --source qwen -l frames 2>/dev/null | grep -q 7a1b2c3d
mkdir -p "$T/empty/projects"
if QWEN_RUNTIME_DIR="$T/empty" QWEN_HOME=$Q memgrep --source qwen -l frames 2>/dev/null; then exit 1; fi
# the search names its root when it finds nothing
QWEN_RUNTIME_DIR="$T/empty" memgrep --source qwen frames 2>&1 | grep -q "in Qwen Code chats ($T/empty/projects)"
