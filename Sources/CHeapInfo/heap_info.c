#include "heap_info.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
size_t rk_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
size_t rk_heap_bytes_in_use(void) { return 0; }
#endif
