# Issue 15 point 10, docs/reference.md §4.5: options that cannot work
# together are a usage error naming both, exit 2, nothing on stdout: -0
# without -l or -c, --header without tsv, --format with -l or -c, -l with
# -c, --stream with -n, -m or --offset.
run: for o in "-0" "--header" "--header -l" "--format json -l" "-c --format text" "-l -c" "--stream -n 3" "--stream -m 1" "--stream --offset 1"; do memgrep $o retry basic; echo "$o: $?"; done
--- stdout
-0: 2
--header: 2
--header -l: 2
--format json -l: 2
-c --format text: 2
-l -c: 2
--stream -n 3: 2
--stream -m 1: 2
--stream --offset 1: 2
--- stderr
memgrep: -0/--null ends the entries of -l or -c: add one of them, or leave out -0
memgrep: --header names the columns of --format tsv: add --format tsv, or leave out --header
memgrep: --header names the columns of --format tsv: add --format tsv, or leave out --header
memgrep: --format json and -l: -l prints its own listing (leave out one of them)
memgrep: --format text and -c: -c prints its own listing (leave out one of them)
memgrep: -l and -c print different listings: leave out one of them
memgrep: --stream prints every match as it is found, unranked: -n/--sessions does not apply (leave out one of them)
memgrep: --stream prints every match as it is found, unranked: -m/--messages does not apply (leave out one of them)
memgrep: --stream prints every match as it is found, unranked: --offset does not apply (leave out one of them)
