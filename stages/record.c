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
	arena_free(&f->arena);
	free(f->recs.v);
	free(f->events);
	free(f->stats.df);
	free(f->leaf_ids.v);
	free(f->path);
	free(f);
}

void file_stats_add(struct file_stats *to, const struct file_stats *from, size_t ngroups)
{
#define SUM(a, b)		   ((a) + (b))
#define OR(a, b)		   ((a) | (b))
#define ADD(name, how, group, key) to->name = how(to->name, from->name);
	FILE_COUNTS(ADD)
#undef ADD
#define ADD(name, n)                                                                                         \
	for (size_t i = 0; i < (n); i++)                                                                     \
		to->name[i] += from->name[i];
	FILE_COUNT_ARRAYS(ADD)
#undef ADD
#undef OR
#undef SUM
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
