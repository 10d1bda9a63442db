/* Unit tests of format: being written. */
#include "tests/unit/unit.h"

const struct CMUnitTest format_tests[] = {{NULL, NULL, NULL, NULL, NULL}};
const size_t format_tests_n = 0;
