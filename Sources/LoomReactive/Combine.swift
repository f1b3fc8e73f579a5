// The Combine API under one name on every platform: Apple's Combine where it exists,
// OpenCombine elsewhere. Apps write `import Loom` and use `ObservableObject`, `@Published`,
// subjects and `sink` the same way on Linux and on Apple's systems.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif
