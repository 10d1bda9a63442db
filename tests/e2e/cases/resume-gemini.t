# Gemini CLI sessions resume with `cd 'PROJECT' && gemini --resume ID`.
env: HOME=$FIX/gemini/home
run: memgrep --source gemini --resume pelican
--- stdout
[1/1] 3c4d5e6 • 2025-06-04 08:00 • /home/dev/kite • 2 matches • Where is the pelican config loaded in kite?
  resume: cd '/home/dev/kite' && gemini --resume 3c4d5e6f-3333-4aaa-8bbb-000000000003
  user       2025-06-04 08:00  L2  Where is the pelican config loaded in kite?
  assistant  2025-06-04 08:00  L4  The pelican config is loaded in src/config.ts.
--- stderr
