/* long_line: one permit for the process, a mutex and a condition
 * (long_line.h). It is the one piece of state shared by every search of
 * the process (serve runs several), as memory is. */
#include "base/long_line.h"

#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t freed = PTHREAD_COND_INITIALIZER;
static bool taken;

void long_line_take(bool *held)
{
	if (*held)
		return;
	pthread_mutex_lock(&lock);
	while (taken)
		pthread_cond_wait(&freed, &lock);
	taken = true;
	pthread_mutex_unlock(&lock);
	*held = true;
}

void long_line_give(bool *held)
{
	if (!*held)
		return;
	pthread_mutex_lock(&lock);
	taken = false;
	pthread_cond_signal(&freed);
	pthread_mutex_unlock(&lock);
	*held = false;
}
