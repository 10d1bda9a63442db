# Issue 30, docs/noise-markers.md: omp reads an @file of the prompt into a
# fileMention message of its own: noise (ragamuffin, the file's word, is
# not found; --keep-noise finds it); what was typed is not (numbskull).
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
run: memgrep ragamuffin; echo "exit $?"; memgrep --keep-noise ragamuffin
--- stdout
exit 1
[1/1] 01a227d6 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 1 match • Read @notes.txt, say numbskull
  user       2026-11-29 15:04  L6  notes.txt [notes.txt#3A54] 1:ragamuffin: the attached note
--- stderr
No results found for "ragamuffin" in omp sessions ($T/home/.omp/agent/sessions).
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
