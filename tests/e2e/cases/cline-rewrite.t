# Issue 30, docs/reference.md §1 and §12: a Cline document is rewritten
# whole as its task goes on; it is read again at each search, with the
# index as without it, so the rewritten text is found at once and the old
# one is gone (here the CLI's session rewritten with its last answer
# changed, its size kept, its time put back: what a size and time key
# alone would miss).
setup: cp -r "$FIX/../../recorded/cline-3.0.65/." "$HOME/"
run: "$E2E_BIN" index -j 1 > /dev/null; memgrep -c gobemouche; f=$(echo "$HOME"/.cline/data/sessions/*/*.messages.json); t=$(stat -c %y "$f"); sed -i 's/gobemouche answer 2/fernsquelch answe 2/' "$f"; touch -d "$t" "$f"; memgrep -c "gobemouche|fernsquelch"; memgrep --no-index -c "gobemouche|fernsquelch"
--- stdout
$T/home/.cline/data/sessions/1795954650834_ciq59/1795954650834_ciq59.messages.json:1
$T/home/.cline/data/sessions/1795954650834_ciq59/1795954650834_ciq59.messages.json:1
$T/home/.cline/data/sessions/1795954650834_ciq59/1795954650834_ciq59.messages.json:1
--- stderr
--- check
memgrep fernsquelch | grep -q "fernsquelch answe 2"
if memgrep gobemouche; then exit 1; fi
