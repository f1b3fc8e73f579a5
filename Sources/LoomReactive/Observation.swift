// Swift Observation (`withObservationTracking`, the `Observable` protocol) is part of the
// reactive layer: the view engine tracks the properties a `body` reads.
//
// Re-exported name by name rather than as a module: the `@Observable` and `@ObservationIgnored`
// macros that `import Loom` brings are Loom's own (LoomObservation), and two macros of one name
// visible in a file are an ambiguity the compiler does not resolve by module. A file that
// imports Observation itself gets Observation's macros (see LoomObservation's `Observable`).
import Observation

/// Observation's `Observable` protocol, under its own name. (A typealias: a scoped re-export
/// of the protocol would also bring Observation's macro of the same name.)
public typealias Observable = Observation.Observable
@_exported import struct Observation.ObservationRegistrar
@_exported import struct Observation.Observations
@_exported import func Observation.withObservationTracking
