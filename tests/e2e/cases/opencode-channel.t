# Issue 30: a release channel other than latest and beta writes
# opencode-<channel>.db (OpenCode's storage/db.ts): given as a PATH it is
# read as OpenCode's database, each session DB#ID, as opencode.db is.
cwd: $T
setup: cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" opencode-dev.db
args: -j 1 -l quokkaroo opencode-dev.db
--- stdout
opencode-dev.db#ses_dd8e6ba89ffeNJSnHmffeFegfr
--- stderr
