# docs/reference.md §12: an index entry written by another version of
# memgrep (after an upgrade) is made again without a word: every entry's
# version is changed here, the search warns of nothing and makes them
# again; an entry whose bytes are damaged is still warned of.
env: MEMGREP_INDEX_DIR=$T/ix
run: memgrep -c retry basic >/dev/null; python3 -c "import glob,struct; fs=glob.glob('$T/ix/**/*.mgi', recursive=True); [(lambda f: (f.seek(8), f.write(struct.pack('<I', 9999))))(open(p, 'r+b')) for p in fs]; print(len(fs) > 0)"; memgrep -c --stats retry basic 2>&1 | grep -E 'warning|index  '; python3 -c "import glob; fs=glob.glob('$T/ix/**/*.mgi', recursive=True); f=open(fs[0], 'r+b'); f.seek(-1, 2); b=f.read(1); f.seek(-1, 2); f.write(bytes([b[0] ^ 0xff]))"; memgrep -c retry basic
--- stdout
True
  index       0 bytes read from it (0.0 MB); files: 0 fresh, 0 grown, 1 made, 0 read directly (over 16 MiB); blocks: 0 of 0 skipped by their filters; 0 fresh files left unopened by the filter file
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
--- stderr-contains
was damaged
