/* Unit tests of rank: being written. */
#include "tests/unit/unit.h"

const struct CMUnitTest rank_tests[] = {{NULL, NULL, NULL, NULL, NULL}};
const size_t rank_tests_n = 0;
