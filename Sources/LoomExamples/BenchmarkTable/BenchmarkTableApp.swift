import LoomBenchmarkTable

/// js-framework-benchmark's keyed table, the showcase's "Benchmark table" window. It lives in
/// `LoomBenchmarkTable`, where loom-bench runs the same table without a server.
public typealias BenchmarkTableApp = LoomBenchmarkTable.BenchmarkTableApp
