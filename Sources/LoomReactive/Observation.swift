// Swift Observation (`@Observable`, `withObservationTracking`) is part of the reactive layer:
// the view engine tracks the properties a `body` reads.
@_exported import Observation
