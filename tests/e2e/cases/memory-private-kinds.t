# docs/reference.md §9: every kind of private block is removed before matching;
# the lines left visible print as snippets (whitespace folded and trimmed). The
# file whose front matter says `private: true` (hidden.md) is skipped whole; a
# category tag inside a private block (tagged.md) is no category.
args: --source memory apple memory/leaks
--- stdout
### memory/leaks/leaks.md
**Line 2:** public apple one
**Line 6:** public apple two visible tail
**Line 13:** public apple three
**Line 18:** stray closing tag, public apple four
**Line 19:** public apple five

### memory/leaks/tagged.md
**Line 2:** public apple six beside a category tag

Found 6 matches across 2 files.
