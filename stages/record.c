/* record: the functions of the data that flows between stages
 * (stages/record.h). */
#include "stages/record.h"

#include <stdlib.h>
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
	free(f->recs);
	free(f->df);
	free(f->path);
	free(f);
}
