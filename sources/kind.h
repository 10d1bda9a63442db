/* kind: the kinds of message every source decoder produces, and their
 * names as printed. The stages above the sources (filter, match,
 * rank, format) speak of messages in these terms only. */
#ifndef MEMGREP_KIND_H
#define MEMGREP_KIND_H

/* Message types as printed ("type" in json); the bit of each is 1 << type.
 * MT_LINE is a line of a text document (markdown memory), never a --type. */
enum msg_type { MT_USER, MT_ASSISTANT, MT_SUMMARY, MT_TOOL, MT_THINKING, MT_LINE, MT_COUNT };

/* The name of t ("user", ...), or "?" (defined in sources/decode.c). */
const char *msg_type_name(enum msg_type t);

/* Kind order within one line: the last tie-break everywhere. */
enum kind_order { KO_THINKING, KO_TEXT, KO_TOOL, KO_COUNT };

#endif
