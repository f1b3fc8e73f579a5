/// Why a dispatch to an app store did not take effect.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The store was released before the dispatch could run.
    case storeReleased
    /// A side effect or updater was written for another state or dependency type than the store's.
    case typeMismatch(dispatched: String, expected: String)
    /// An interceptor replaced the dispatch, so the awaited result does not exist.
    case replacedByInterceptor(String)

    /// What went wrong and what to check.
    public var description: String {
        switch self {
        case .storeReleased:
            "The store was released before the dispatch ran."
        case let .typeMismatch(dispatched, expected):
            "\(dispatched) does not fit this store (\(expected)): check its StateType and Dependencies."
        case let .replacedByInterceptor(name):
            "An interceptor did not pass \(name) on, so it produced no result."
        }
    }
}
