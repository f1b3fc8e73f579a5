#include "CHeapStats.h"
#if defined(__linux__)
#include <malloc.h>
#endif

size_t loom_bench_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    // Chunks above the mmap threshold are not in uordblks; large arrays often are such chunks.
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

size_t loom_bench_block_size(const void *pointer) {
#if defined(__GLIBC__)
    return malloc_usable_size((void *)pointer) + sizeof(size_t);
#else
    return 0;
#endif
}
