// Heap statistics for loom-bench's memory-per-row figure: glibc's mallinfo2() is not
// exported by Swift's Glibc module, so a two-line C shim reads it.
#include <stddef.h>

/// Bytes allocated and in use (mallinfo2(): uordblks, plus hblkhd for mmapped chunks), or 0 where glibc's mallinfo2 is unavailable.
size_t loom_bench_heap_bytes_in_use(void);
