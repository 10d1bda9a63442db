# docs/reference.md §9: Claude Code's own memory folder for the project,
# ~/.claude/projects/<encoded>/memory/*.md (encoded: the project's absolute
# path, every character outside [A-Za-z0-9] turned into `-`), found from a
# subfolder of the project; not recursive; other projects' folders and
# transcripts beside it are not memory.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: enc=$(cd "$T/proj" && pwd -P | sed "s/[^A-Za-z0-9]/-/g") && d="$HOME/.claude/projects/$enc" && mkdir -p "$d/memory/sub" "$HOME/.claude/projects/-other-project/memory" && echo "banana auto memory" >"$d/memory/auto.md" && echo "banana not recursive" >"$d/memory/sub/deep.md" && echo "banana not markdown" >"$d/memory/notes.txt" && echo "banana other project" >"$HOME/.claude/projects/-other-project/memory/o.md" && sed 's/retry/banana/g' "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" >"$d/a1b2c3d4-0000-4000-8000-000000000001.jsonl"
cwd: $T/proj/src/deep
args: -c --source memory banana
--- check
enc=$(cd "$T/proj" && pwd -P | sed "s/[^A-Za-z0-9]/-/g")
printf '%s\n' "\$T/home/.claude/projects/$enc/memory/auto.md:1" '$T/proj/.claude/memory/notes.md:1' '$T/proj/.claude/memory/topics/build.md:1' '$T/proj/.claude/memory/topics/sessions/nested.md:1' >"$T/expected"
diff -u "$T/expected" "$OUT"
