# Issue 28 point 4 at speed: the scan notes the hash of every uuid value of
# a file as it reads it (file_res.leaf_ids; the Hyperscan database of
# prefilter_uuids, or by itself with -e, which has no prefilter), and only
# a file that may hold a summary's leaf is read again for it
# (pipeline/search/summaries.c). Every way of reading a file must note
# them all, or a summary would stay in the file it was written into: the
# two summaries of recorded-claude-summary-leaf.t land on the sessions of
# their leaves (6c1a71a, 0409dff) with regular expressions, without the
# prefilter, with files read in parallel parts (a part boundary falls
# inside each), on one thread (each without the index), and through the
# index (whose entries hold no uuids: those files are read again).
cwd: $FIX/../../recorded/claude-code-2.0.9/.claude/projects
run: for a in -e --no-prefilter '-j 2 --part-size 200' '-j 2 -e --part-size 300' '-j 1' ''; do echo "== $a"; memgrep $([ -n "$a" ] && echo --no-index) $a --format tsv summary ./-tmp-memgrep-record-claude-old-proj | cut -f1,4; done
--- stdout
== -e
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
== --no-prefilter
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
== -j 2 --part-size 200
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
== -j 2 -e --part-size 300
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
== -j 1
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
== 
0409dff6-e7ef-441b-9929-b43a5ccc874f	Xylograph summary 1
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	Hobnailed summary 1
--- stderr
