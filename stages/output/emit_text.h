/* emit_text: the text format, for people at a terminal (docs/reference.md
 * §4.5; markdown memory §9). A constant table: nothing to free, and it
 * fails only as its run's writes do (stages/output/emit.h). */
#ifndef MEMGREP_EMIT_TEXT_H
#define MEMGREP_EMIT_TEXT_H

#include "stages/output/emit.h"

extern const struct emitter emit_text;

#endif
