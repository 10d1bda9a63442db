# Issue 30: the json result of an OpenCode session carries its resume
# command and its file (DB#ID); --resume prints the command.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
args: --format json quokkaroo
--- stdout-contains
"resume":"cd '/tmp/memgrep-record/opencode/proj' && opencode --session ses_dd8e6ba89ffeNJSnHmffeFegfr"
"source":"opencode"
/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr"
--- stderr
--- check
memgrep -j 1 --resume quokkaroo | grep -qxF "  resume: cd '/tmp/memgrep-record/opencode/proj' && opencode --session ses_dd8e6ba89ffeNJSnHmffeFegfr"
