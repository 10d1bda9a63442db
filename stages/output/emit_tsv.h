/* emit_tsv: the tsv format, a row per message (docs/reference.md §4.5;
 * markdown memory §9). A constant table: nothing to free, and it fails
 * only as its run's writes do (stages/output/emit.h). */
#ifndef MEMGREP_EMIT_TSV_H
#define MEMGREP_EMIT_TSV_H

#include "stages/output/emit.h"

extern const struct emitter emit_tsv;

#endif
