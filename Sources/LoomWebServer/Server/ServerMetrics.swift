import CoreMetrics
import Foundation
import Prometheus

/// What a server counts, served at `/metrics` in Prometheus' text format (swift-metrics'
/// API, swift-prometheus' registry): the figures an operator watches for a fleet of processes.
///
/// - `loom_sessions`: sessions this process holds now.
/// - `loom_events_total`: events applied.
/// - `loom_event_seconds`: from a session taking an event off its queue to the patch it caused
///   handed to the page's writer (a histogram).
/// - `loom_sessions_taken_over_total`: sessions another process had kept, taken over here.
/// - `loom_sessions_moved_total`: sessions this process stored and sent away while stopping.
/// - `loom_session_store_seconds`: how long each grouped save of the sessions took (a histogram).
///
/// Each server has a registry of its own (no process-wide bootstrap), so several servers in one
/// process, as in tests, count apart.
final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    let sessions: CoreMetrics.Gauge
    let events: CoreMetrics.Counter
    let eventDuration: CoreMetrics.Timer
    let sessionsTakenOver: CoreMetrics.Counter
    let sessionsMoved: CoreMetrics.Counter
    let storeDuration: CoreMetrics.Timer

    init() {
        let factory = PrometheusMetricsFactory(registry: registry)
        sessions = CoreMetrics.Gauge(label: "loom_sessions", factory: factory)
        events = CoreMetrics.Counter(label: "loom_events_total", factory: factory)
        eventDuration = CoreMetrics.Timer(label: "loom_event_seconds", factory: factory)
        sessionsTakenOver = CoreMetrics.Counter(label: "loom_sessions_taken_over_total", factory: factory)
        sessionsMoved = CoreMetrics.Counter(label: "loom_sessions_moved_total", factory: factory)
        storeDuration = CoreMetrics.Timer(label: "loom_session_store_seconds", factory: factory)
    }

    /// Every metric in Prometheus' text exposition format.
    func exposition() -> String {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}

extension CoreMetrics.Timer {
    /// Records the time since `start`.
    func record(since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        recordNanoseconds(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
    }
}
