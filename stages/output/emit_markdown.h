/* emit_markdown: the markdown format, for memgrep show only (config
 * refuses it elsewhere): one session as a document (layout:
 * stages/output/emit_markdown.c). */
#ifndef MEMGREP_EMIT_MARKDOWN_H
#define MEMGREP_EMIT_MARKDOWN_H

#include "stages/output/emit.h"

extern const struct emitter emit_markdown;

#endif
