// Heap statistics for loom-bench's memory-per-row figure: glibc's mallinfo2() is not
// exported by Swift's Glibc module, so a two-line C shim reads it.
#include <stddef.h>

/// Bytes allocated and in use (mallinfo2(): uordblks, plus hblkhd for mmapped chunks), or 0 where glibc's mallinfo2 is unavailable.
size_t loom_bench_heap_bytes_in_use(void);

/// The bytes the allocator set aside for the block at `pointer` (malloc_usable_size() plus its
/// 8-byte header), or 0 where unavailable: what one object really costs, rounded as glibc rounds.
size_t loom_bench_block_size(const void *pointer);
