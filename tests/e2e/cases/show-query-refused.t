# docs/reference.md §11.2: show --query highlights show's text: with
# another format it is refused, as is a query with no word to highlight
# (only NOT groups) and --query given to sessions; exit 2, one line each.
env: HOME=$FIX/browse/home
run: memgrep show --query tide --format json 5e55a; echo "rc $?"; memgrep show --query -tide 5e55a; echo "rc $?"; memgrep show --query ' | ' 5e55a; echo "rc $?"; memgrep sessions --query tide; echo "rc $?"
--- stdout
rc 2
rc 2
rc 2
rc 2
--- stderr
memgrep: --query highlights show's text: --format json has no highlights
memgrep: bad --query "-tide": the query has only NOT groups: give at least one term to find
memgrep: --query needs words to highlight
memgrep: option '--query' does not apply to memgrep sessions (try memgrep sessions --help)
