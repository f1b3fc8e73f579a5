/// The ops of one patch message, written one after another into the message's bytes.
struct PatchOperations {
    private var bytes = UTF8Buffer()
    private var isEmpty = true

    init() {
        bytes.append("{\"t\":\"patch\",\"m\":[")
    }

    /// Adds one op, written by `write` (after a comma when it is not the first).
    mutating func add(_ write: (inout UTF8Buffer) -> Void) {
        if !isEmpty { bytes.append(byte: UInt8(ascii: ",")) }
        isEmpty = false
        write(&bytes)
    }

    mutating func add(_ operation: String) {
        add { $0.append(operation) }
    }

    /// `{"t":"patch","m":[op,…]}`, or nil when there is no op (the batch changes nothing shown).
    /// Closes the message in place (no copy of a large patch); add nothing after.
    mutating func finish() -> String? {
        guard !isEmpty else { return nil }
        bytes.append("]}")
        return bytes.string
    }
}
