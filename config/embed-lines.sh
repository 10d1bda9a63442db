#!/bin/sh
# Turns a list file (one entry a line; '#' lines and empty lines are comments)
# into C string literals, one per line, for #include inside an array.
LC_ALL=C
while IFS= read -r line || [ -n "$line" ]; do
	case "$line" in
	'#'* | '') continue ;;
	esac
	esc=$(printf '%s' "$line" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')
	printf '\t"%s",\n' "$esc"
done
