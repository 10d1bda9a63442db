# docs/reference.md §4.5: an offset past the end is also "no result": exit 1.
args: --offset 5 retry basic
exit: 1
--- stdout
--- stderr-contains
No results found for "retry" in basic.
