// `@Model` expands to code that names LoomObservation's registrar: a file that imports
// LoomData alone (a model library, a test) must see it.
@_exported import LoomObservation
