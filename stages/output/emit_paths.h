/* emit_paths: the -l (files with matches) and -c (count) formats, a line
 * per session naming its file (docs/reference.md §4.5; markdown memory §9).
 * Constant tables: nothing to free, and they fail only as their run's
 * writes do (stages/output/emit.h). */
#ifndef MEMGREP_EMIT_PATHS_H
#define MEMGREP_EMIT_PATHS_H

#include "stages/output/emit.h"

extern const struct emitter emit_files, emit_count;

#endif
