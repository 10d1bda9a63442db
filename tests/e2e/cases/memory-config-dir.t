# docs/reference.md §1: with $CLAUDE_CONFIG_DIR set, --global reads
# $CLAUDE_CONFIG_DIR/memory and the project folder is
# $CLAUDE_CONFIG_DIR/projects/<encoded>/memory; the same folders under $HOME
# are not read.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: enc=$(cd "$T/proj" && pwd -P | sed "s/[^A-Za-z0-9]/-/g") && for r in "$T/cfg" "$HOME/.claude"; do mkdir -p "$r/memory" "$r/projects/$enc/memory"; done && echo "banana config global" >"$T/cfg/memory/c.md" && echo "banana config project folder" >"$T/cfg/projects/$enc/memory/auto.md" && echo "banana home global" >"$HOME/.claude/memory/h.md" && echo "banana home project folder" >"$HOME/.claude/projects/$enc/memory/home.md"
env: CLAUDE_CONFIG_DIR=$T/cfg
cwd: $T/proj
args: -c --global --source memory banana
--- check
enc=$(cd "$T/proj" && pwd -P | sed "s/[^A-Za-z0-9]/-/g")
printf '%s\n' '$T/cfg/memory/c.md:1' "\$T/cfg/projects/$enc/memory/auto.md:1" '$T/proj/.claude/memory/notes.md:1' '$T/proj/.claude/memory/topics/build.md:1' '$T/proj/.claude/memory/topics/sessions/nested.md:1' >"$T/expected"
diff -u "$T/expected" "$OUT"
