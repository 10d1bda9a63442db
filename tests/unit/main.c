/* The unit-test runner: runs every group of UNIT_GROUPS with cmocka and ends
 * with the line `N passed, N failed`. `unit-tests GROUP` runs one group. */
#include "unit.h"

#include <stdio.h>
#include <string.h>

const char *unit_tests_dir = "tests";

int main(int argc, char **argv)
{
	size_t passed = 0, failed = 0;
	const char *only = argc > 1 ? argv[1] : NULL;
#define UNIT_RUN(name)                                                                                       \
	if (!only || strcmp(only, #name) == 0) {                                                             \
		int f = _cmocka_run_group_tests(#name, name##_tests, name##_tests_n, NULL, NULL);            \
		failed += (size_t)f;                                                                         \
		passed += name##_tests_n - (size_t)f;                                                        \
	}
	UNIT_GROUPS(UNIT_RUN)
	printf("unit: %zu passed, %zu failed\n", passed, failed);
	return failed ? 1 : 0;
}
