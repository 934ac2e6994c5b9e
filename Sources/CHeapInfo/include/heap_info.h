#ifndef RK_HEAP_INFO_H
#define RK_HEAP_INFO_H
#include <stddef.h>

/// Bytes of heap in use (glibc's mallinfo2().uordblks), or 0 where glibc is not the allocator.
size_t rk_heap_bytes_in_use(void);

/// Makes every thread allocate from one malloc arena (glibc's M_ARENA_MAX = 1); nothing elsewhere.
void rk_use_one_malloc_arena(void);

#endif
