/* emit_paths: -l and -c. A session is its file: a transcript session's
 * file or a file of lines' path. With --flat, format merges the entries of
 * a session into one (its file once, its count the messages listed), so
 * no file is printed twice. Messages are not shown, so their texts are
 * never read. */
#include "stages/output/emit_paths.h"

#include "stages/rank.h"

static const char *path_of(const struct emit_session *s)
{
	return s->kind == ES_FILE ? s->file->path : s->entry->s->file;
}

/* ---- -l: PATH and a newline (NUL with -0) ------------------------------- */

static void files_session(struct emit *e, const struct emit_session *s)
{
	sbuf_adds(e->b, path_of(s));
	sbuf_addc(e->b, e->doc->cfg->null_sep ? '\0' : '\n');
}

const struct emitter emit_files = {
    .session = files_session,
};

/* ---- -c: PATH:COUNT, COUNT its matches (not its context); NUL with -0 --- */

static void count_session(struct emit *e, const struct emit_session *s)
{
	sbuf_printf(e->b, "%s:%zu", path_of(s), s->kind == ES_FILE ? s->file->matches : s->entry->matches);
	sbuf_addc(e->b, e->doc->cfg->null_sep ? '\0' : '\n');
}

const struct emitter emit_count = {
    .session = count_session,
};
