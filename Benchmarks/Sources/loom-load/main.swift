#if canImport(Glibc)
import Glibc
#endif

// A load client for Loom's web server in one process and one thread (issue 18): attaches N pages
// of the counter app, says so on stdout, waits for a line on stdin (so `Benchmarks/load-client`
// can sample the server's CPU around the events alone), drives every page as fast as its acks
// allow, and prints one JSON line of results. It costs the machine far less than the Python
// client, so on a 2-core machine most of the second core is left to the server.
//
//     loom-load --port 8080 --sessions 256 --events 40

struct Options {
    var port: UInt16 = 8080
    var sessions = 256
    var events = 40
    var app = "counter"

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError(flag: flag) }
            switch flag {
            case "--port": port = try Self.number(value, flag)
            case "--sessions": sessions = try Self.number(value, flag)
            case "--events": events = try Self.number(value, flag)
            case "--app": app = value
            default: throw UsageError(flag: flag)
            }
        }
    }

    private static func number<N: FixedWidthInteger>(_ text: String, _ flag: String) throws -> N {
        guard let value = N(text), value > 0 else { throw UsageError(flag: flag) }
        return value
    }

    struct UsageError: Error, CustomStringConvertible {
        var flag: String
        var description: String {
            "bad or unknown option \(flag); usage: loom-load --port P [--sessions N] [--events E] [--app counter]"
        }
    }
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func run() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let sessions = try (0..<options.sessions).map { _ in
        try LoadSession(port: options.port, app: options.app, events: options.events)
    }
    print("{\"attached\":\(sessions.count)}")
    fflush(nil)  // every stream: the parent waits for this line before it says go
    _ = readLine()

    let startedCPU = cpuSeconds()
    let started = ContinuousClock.now
    var latencies: [Duration] = []
    latencies.reserveCapacity(options.sessions * options.events)
    for session in sessions { try session.start() }
    var waiting = sessions
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !waiting.isEmpty {
        var descriptors = waiting.map { pollfd(fd: $0.socket.descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), 60_000) > 0 else {
            throw ClientSocket.Failure(message: "no message from any of \(waiting.count) sessions in 60 s")
        }
        for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
            let session = waiting[index]
            guard try session.socket.receiveAvailable(into: &buffer) else {
                throw ClientSocket.Failure(message: "the server closed a session's connection")
            }
            try session.handleMessages(latencies: &latencies)
        }
        waiting.removeAll { $0.isFinished }
    }
    let elapsed = ContinuousClock.now - started
    let cpu = cpuSeconds() - startedCPU
    let shown = "Count: \(options.events)<"
    let applied = sessions.filter { $0.finalHTML?.contains(shown) == true }.count * options.events
    let milliseconds = latencies.map { Double($0.components.seconds) * 1e3 + Double($0.components.attoseconds) / 1e15 }
    print("{\"applied\":\(applied),\"cpu_s\":\(cpu),\"elapsed_s\":\(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18),"
        + "\"latencies_ms\":[\(milliseconds.map { String($0) }.joined(separator: ","))]}")
}

do {
    try run()
} catch {
    let line = Array("loom-load: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}
