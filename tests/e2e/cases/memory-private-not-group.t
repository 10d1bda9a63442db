# docs/reference.md §9: private text does not take part in NOT groups either:
# every public "apple" line stays a match although private text on lines 6 and
# 19 holds "secretword".
args: -c --source memory "apple -secretword" memory/leaks
--- stdout
memory/leaks/leaks.md:5
memory/leaks/tagged.md:1
