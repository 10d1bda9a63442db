# docs/reference.md §4.5, issue 15 point 12: --full on a terminal of 60
# columns: the text's own lines and the wrapped ones all start under the
# text column; --resume's line hangs under the command.
env: NO_COLOR=1
env: HOME=$FIX/browse/home
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "stty cols 60; '$E2E_BIN' -j 1 --full --resume mooring" /dev/null | tr -d '\r'
--- stdout
[1/1] 5e55b00 • 2025-05-02 08:02 • /home/dev/harbor • 2
      matches • Check the mooring lines before the storm
      arrives tonight and report every fraye…
  resume: cd '/home/dev/harbor' && claude --resume
          5e55b000-0000-4000-8000-00000000000b
  user       2025-05-02 08:01  L3  
                                   
                                      Check the mooring
                                   lines before the storm
                                   arrives tonight and
                                   report every frayed rope
                                   to the harbor master
                                   then the second line
  assistant  2025-05-02 08:02  L4  Two mooring lines are
                                   frayed
