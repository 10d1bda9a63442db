# Issue 28 point 4 at speed: with the prefilter, every file's uuid values
# are noted by its raw scan; with --no-prefilter a file collects them only
# once a summary line was read in its folder (scan_leaf_mark: the
# collection then costs a pass over every byte), and a file read before
# that is read again when a summary of its folder needs it. Here the two
# leaves' files are made the largest of the folder (blank lines added at
# their ends), so that one thread reads them first, before any summary:
# the summaries land on their sessions (6c1a71a, 0409dff) with the
# prefilter, without it (the files read again) and through the index.
cwd: $T
setup: cp -r "$FIX/../../recorded/claude-code-2.0.9/.claude/projects/-tmp-memgrep-record-claude-old-proj" p && for f in p/6c1a71ae-*.jsonl p/0409dff6-*.jsonl; do head -c 20000 /dev/zero | tr '\0' '\n' >> "$f"; done
run: memgrep --no-index -j 1 --format tsv summary p | cut -f1,4; memgrep --no-index --no-prefilter -j 1 --format tsv summary p | cut -f1,4; memgrep -j 1 --format tsv summary p | cut -f1,4
--- stdout
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
--- stderr
