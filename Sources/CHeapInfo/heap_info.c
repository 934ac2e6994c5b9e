#include "heap_info.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
size_t rk_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
void rk_use_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }
#else
size_t rk_heap_bytes_in_use(void) { return 0; }
void rk_use_one_malloc_arena(void) {}
#endif
