/* record: the functions of the data that flows between stages
 * (stages/record.h). */
#include "stages/record.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

uint64_t clock_ns(int clock_id)
{
	struct timespec ts;
	clock_gettime(clock_id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

void file_res_free(struct file_res *f)
{
	if (!f)
		return;
	for (size_t i = 0; i < f->nparts; i++)
		file_res_free(f->parts[i]);
	free(f->parts);
	if (f->mem)
		f->mem_free(f->mem);
	arena_free(&f->arena);
	free(f->recs.v);
	free(f->stats.df);
	free(f->path);
	free(f);
}

void file_stats_add(struct file_stats *to, const struct file_stats *from, size_t ngroups)
{
	to->bytes += from->bytes;
	to->lines += from->lines;
	to->malformed += from->malformed;
	to->decoded += from->decoded;
	to->messages += from->messages;
	for (size_t d = 0; d < sizeof to->drops / sizeof to->drops[0]; d++) {
		to->drops[d] += from->drops[d];
		to->cand_drops[d] += from->cand_drops[d];
	}
	to->cand_types |= from->cand_types;
	to->raw_groups |= from->raw_groups;
	to->ns_read += from->ns_read;
	to->ns_prefilter += from->ns_prefilter;
	to->ns_decode += from->ns_decode;
	to->ns_match += from->ns_match;
	to->ns_cpu += from->ns_cpu;
	to->ix_bytes += from->ix_bytes;
	to->ix_fresh += from->ix_fresh;
	to->ix_grown += from->ix_grown;
	to->ix_built += from->ix_built;
	to->ix_large += from->ix_large;
	to->n_msgs += from->n_msgs;
	to->sum_dl += from->sum_dl;
	for (size_t g = 0; to->df && from->df && g < ngroups; g++)
		to->df[g] += from->df[g];
}

struct msg_rec *file_recs_push(struct file_recs *r, struct file_res *f)
{
	xgrow((void **)&r->v, &r->cap, r->n + 1, sizeof *r->v);
	struct msg_rec *m = &r->v[r->n++];
	memset(m, 0, sizeof *m);
	m->file = f;
	return m;
}
