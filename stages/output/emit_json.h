/* emit_json: the json format (one document) and the jsonl format (an
 * object per line), which share their fields (docs/reference.md §4.5;
 * markdown memory §9). Constant tables: nothing to free, and they fail
 * only as their run's writes do (stages/output/emit.h). */
#ifndef MEMGREP_EMIT_JSON_H
#define MEMGREP_EMIT_JSON_H

#include "stages/output/emit.h"

extern const struct emitter emit_json, emit_jsonl;

#endif
