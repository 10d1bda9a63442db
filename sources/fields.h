/* fields: how a source's raw lines are read without decoding them, for the
 * prefilter's second look (stages/prefilter.h). A source that describes its
 * fields lets the prefilter count a candidate line's hits only in the
 * strings its searched kinds take text from; a source without a
 * description gets no second look, so its candidate lines are always
 * decoded. The description is data about the source's JSON, kept beside its
 * decoder (sources/decode_claude.c); the tokenizer that walks it is
 * the prefilter's. */
#ifndef MEMGREP_FIELDS_H
#define MEMGREP_FIELDS_H

#include <stddef.h>

/* Where a raw string (or scalar) sits: the kinds of text it feeds. */
enum field_class {
	FC_SUMMARY = 1 << 0,  /* summary and title fields */
	FC_TEXT = 1 << 1,     /* user and assistant text */
	FC_THINKING = 1 << 2, /* thinking */
	FC_TOOL = 1 << 3,     /* tool calls and results */
	FC_TYPE = 1 << 4,     /* the line's type field (not text) */
};

/* Roles are the source's own numbers for the containers of a line; two
 * are fixed. */
enum { FIELD_OTHER = 0, FIELD_TOP = 1 };

struct raw_fields {
	/* The role of the value of member `key` (n bytes, raw) of an object
	 * of role parent; sets *fc to the value's classes (0: not text). */
	int (*child)(int parent, const char *key, size_t n, unsigned *fc);
	/* The role and classes of the elements of an array of role parent. */
	int (*element)(int parent, unsigned *fc);
	/* Numbers, true, false and null are text only in containers of this
	 * role (tool inputs), never elsewhere. */
	int scalar_role;
	/* The top-level member that names a line's type, and the type of a
	 * line that may hold a prompt (with FC_TEXT strings). */
	const char *type_key, *prompt_type;
};

#endif
