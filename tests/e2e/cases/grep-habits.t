# Issue 31 point 4, docs/reference.md §3: grep's habits. -i and -F are
# taken and change nothing, -E is -e, -V the version, -h the help, --json
# is --format json; -v is refused with the NOT group to use instead, and an
# unknown one-letter option lists the letters memgrep has.
run: memgrep -i -F retry basic | md5sum; memgrep retry basic | md5sum; memgrep -E 'retr[iy]' basic | md5sum; memgrep -e 'retr[iy]' basic | md5sum; memgrep --json retry basic | sed 's/,"stats".*//' | md5sum; memgrep --format json retry basic | sed 's/,"stats".*//' | md5sum; memgrep -V; memgrep -h | head -1; memgrep sessions --json -n 1 browse/words | head -c 9; echo; memgrep -v retry basic; echo "exit $?"; memgrep -x retry basic; echo "exit $?"; memgrep sessions -x; echo "exit $?"
--- check
# each pair of digests is the same
a=($(awk '{print $1}' "$OUT" | head -6))
[ "${a[0]}" = "${a[1]}" ] && [ "${a[2]}" = "${a[3]}" ] && [ "${a[4]}" = "${a[5]}" ]
[ "${a[0]}" != "${a[4]}" ] && [ "${a[0]}" != d41d8cd98f00b204e9800998ecf8427e ] && [ "${a[2]}" != d41d8cd98f00b204e9800998ecf8427e ]
sed -n 7,9p "$OUT" | grep -qx 'memgrep [0-9.]*'
sed -n 8p "$OUT" | grep -q '^usage: memgrep '
sed -n 9p "$OUT" | grep -qx '{"total":'
sed -n 10,12p "$OUT" | grep -c 'exit 2' | grep -qx 3
grep -qx "memgrep: memgrep has no -v: a NOT group drops the messages that hold a word (memgrep 'error -warning')" "$ERR"
grep -qx "memgrep: unknown option '-x' (the one-letter options: -0 -A -B -C -E -F -V -c -e -h -i -j -l -m -n -q -s -w; try --help)" "$ERR"
grep -qx "memgrep: unknown option '-x' (the one-letter options: -0 -V -c -h -j -l -n -q; try memgrep sessions --help)" "$ERR"
