/// Why a ``FileKeyValueStore`` could not do what was asked, naming the file involved.
public enum KeyValueStoreError: Error, Equatable, CustomStringConvertible {
    /// The file exists but does not hold the store's format. Move it aside with
    /// ``FileKeyValueStore/moveCorruptFileAside()`` to start afresh without losing it.
    case corrupt(file: String, reason: String)
    /// The file exists but could not be read (permissions, a directory in its place, …).
    case unreadable(file: String, reason: String)
    /// The file could not be written or moved.
    case unwritable(file: String, reason: String)

    /// What went wrong, with the file's path.
    public var description: String {
        switch self {
        case .corrupt(let file, let reason):
            "\(file) is corrupt: \(reason)"
        case .unreadable(let file, let reason):
            "\(file) could not be read: \(reason)"
        case .unwritable(let file, let reason):
            "\(file) could not be written: \(reason)"
        }
    }
}
