# memgrep sessions --source gemini over the recorded Gemini CLI sessions: the
# resumed 0.36 session (a .json and its .jsonl) is one session; the title is
# Gemini's summary, else the first prompt; the project comes from
# .project_root or projects.json, else the folder's name (a hash).
# Issue 28 point 3: the resumed session 4d5e6f7 counts its title (Gemini's
# summary, in both of its files) once: 5 messages, not 6.
# Issue 28 point 8: 2b3c4d5 has 3 messages, not 4: a $rewindTo took one back.
env: HOME=$FIX/gemini/home
run: "$E2E_BIN" sessions -j 1 --source gemini
--- stdout
2025-06-05 10:00  4d5e6f7  gemini     5  /home/dev/legacy  Explain the old lighthouse build
2025-06-04 08:03  3c4d5e6  gemini     3  /home/dev/kite  Where is the pelican config loaded in kite?
2025-06-03 14:08  2b3c4d5  gemini     3  /home/dev/harbor  Summarise @notes/plan.md for the lighthouse review
2025-06-02 09:10  1a2b3c4  gemini     7  /home/dev/harbor  Fix the lighthouse parser on empty frames
2025-05-10 12:00  5e6f708  gemini     2  b9846ae12603eabf040372b14613b63f30dde6575e32f53635e266a70dfbb339  Prune the orchard lighthouse tests.
--- stderr
