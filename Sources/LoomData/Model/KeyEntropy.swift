import Foundation
import LoomReactive

/// Secure random bytes for new models' keys, read from `/dev/urandom` 4 KiB at a time (one read
/// for 256 keys) through a handle kept open; where that file cannot be read, from
/// `SystemRandomNumberGenerator`.
struct KeyEntropy {
    static let shared = Locked(KeyEntropy())

    private static let blockSize = 4096
    private let device = FileHandle(forReadingAtPath: "/dev/urandom")
    private var block: [UInt8] = []
    private var position = 0

    /// The next `count` random bytes.
    mutating func take(_ count: Int) -> [UInt8] {
        if position + count > block.count { refill(atLeast: count) }
        defer { position += count }
        return Array(block[position..<position + count])
    }

    private mutating func refill(atLeast count: Int) {
        position = 0
        if let data = try? device?.read(upToCount: Self.blockSize), data.count >= count {
            block = Array(data)
            return
        }
        var generator = SystemRandomNumberGenerator()
        block = (0..<max(count, 16)).map { _ in generator.next() }
    }
}
