import LoomViews

extension CharacterBezel {
    /// The bezel's changing state: which character, and how visible it is.
    ///
    /// It subscribes to the passable (its ``Behavior``); on each character it shows the bezel,
    /// then hides it after ``duration``. The wait is injected so tests decide when it ends.
    @MainActor
    public final class Configuration {
        /// How a configuration waits before hiding the bezel; throws when cancelled.
        public typealias Sleep = @Sendable (Duration) async throws -> Void

        /// The character shown.
        public let character = ObservableString()
        /// 1 while the bezel shows, 0 when hidden.
        public let opacity = ObservableDouble(0)
        /// How long the bezel shows each character.
        public let duration: Duration
        /// The wait before the bezel hides, while one is pending; tests await its `value`.
        public private(set) var hiding: Task<Void, Never>?
        private let sleep: Sleep
        private var behavior: Behavior?

        /// Creates a configuration showing each character `character` passes for `duration`.
        public init(
            character: PassableString,
            duration: Duration = .seconds(1),
            sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
        ) {
            self.duration = duration
            self.sleep = sleep
            behavior = character.subject.sink { [weak self] value in
                self?.show(value)
            }
        }

        private func show(_ value: String?) {
            hiding?.cancel()
            guard let value, !value.isEmpty else {
                hide()
                return
            }
            character.string = value
            opacity.double = 1
            hiding = Task { [weak self, sleep, duration] in
                do {
                    try await sleep(duration)
                } catch {
                    return  // cancelled: a newer character took over and hides the bezel itself
                }
                guard !Task.isCancelled else { return }
                self?.hide()
            }
        }

        private func hide() {
            hiding = nil
            opacity.double = 0
        }
    }
}
