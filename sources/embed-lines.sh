#!/bin/sh
# Turns a list file (one entry a line) into C string literals, one per line,
# for #include inside an array. Empty lines are skipped, and so are the '#'
# lines of the file's opening comment; after the first entry a line that
# starts with '#' is an entry: the noise marker `# AGENTS.md instructions`
# (noise by docs/reference.md §8) is written so in sources/noise-markers.txt.
LC_ALL=C
started=
while IFS= read -r line || [ -n "$line" ]; do
	case "$line" in
	'') continue ;;
	'#'*) [ -z "$started" ] && continue ;;
	esac
	started=1
	esc=$(printf '%s' "$line" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')
	printf '\t"%s",\n' "$esc"
done
