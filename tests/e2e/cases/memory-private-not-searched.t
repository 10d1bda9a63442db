# docs/reference.md §9: private text is never searched: a query that only
# private text meets (here "apple" AND "secretword", where line 6 has apple
# outside its block and SECRETWORD2 inside it) finds nothing.
args: --source memory "apple secretword" memory/leaks
exit: 1
--- stdout
--- stderr-contains
No results found: 3 files of memory/leaks, none holds "apple secretword".
