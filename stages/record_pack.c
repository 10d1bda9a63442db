/* record_pack: a file result packed at the end of its scan (stages/record.h,
 * file_res_pack): its arena made one block of what it holds, and every
 * pointer into it moved there. */
#include "stages/record.h"

#define MOVE(pk, field) ((field) = arena_pack_move((pk), (field)))

void file_res_pack(struct file_res *f)
{
	struct arena_pack pk;
	/* A merged file's records point into its parts' arenas. */
	if (f->nparts || !arena_pack_begin(&f->arena, &pk))
		return;
	for (size_t i = 0; i < f->recs.n; i++) {
		struct msg_rec *r = &f->recs.v[i];
		if (r->has_ext) {
			struct rec_ext *e = MOVE(&pk, r->x.ext);
			MOVE(&pk, e->raw);
			struct msg_more *m = MOVE(&pk, e->more);
			if (m) {
				MOVE(&pk, m->leaf);
				MOVE(&pk, m->label);
				MOVE(&pk, m->label_match);
				MOVE(&pk, m->text);
			}
		} else {
			MOVE(&pk, r->x.raw);
		}
	}
	struct file_meta *m = &f->meta;
	MOVE(&pk, m->session_id);
	MOVE(&pk, m->first_cwd);
	MOVE(&pk, m->title_custom);
	MOVE(&pk, m->title_ai);
	MOVE(&pk, m->latest_raw);
	for (size_t i = 0; i < f->nevents; i++)
		MOVE(&pk, f->events[i].tool);
	MOVE(&pk, f->index_warning);
	arena_pack_end(&pk);
}
