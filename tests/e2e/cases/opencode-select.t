# Issue 30: --source opencode and --opencode select OpenCode's sessions;
# --source claude leaves them out; a PATH that is the database (or its
# folder) is read as OpenCode's.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
args: --source opencode -l quokkaroo
--- stdout
$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr
--- stderr
--- check
[ "$(memgrep -j 1 --opencode -l quokkaroo)" = "$(memgrep -j 1 --source opencode -l quokkaroo)" ]
! memgrep -j 1 --source claude -l quokkaroo 2>/dev/null
[ "$(memgrep -j 1 -l quokkaroo "$XDG_DATA_HOME/opencode/opencode.db")" = "$XDG_DATA_HOME/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr" ]
[ "$(memgrep -j 1 -l quokkaroo "$XDG_DATA_HOME/opencode")" = "$XDG_DATA_HOME/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr" ]
