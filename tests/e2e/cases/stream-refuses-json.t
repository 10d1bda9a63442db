# --stream cannot print one json document or per-session counts.
args: --stream --format json retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
--stream
