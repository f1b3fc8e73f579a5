/// A stretch of a session as DevTools records it: the events that brought the session from its
/// start to where recording began, the screen then, and each event the user sent while
/// recording, named so a replay finds its element again, with the screen after it.
/// `LoomTesting` replays one through a harness (``ViewHarness/replay(_:)``) from a fresh app,
/// and DevTools writes one out as a Swift test.
public struct SessionRecording: Hashable, Sendable, Codable {
    /// An event, and the element it went to.
    public struct Event: Hashable, Sendable, Codable {
        public var target: HostElementLocator
        public var action: HostEvent.Action

        public init(target: HostElementLocator, action: HostEvent.Action) {
            self.target = target
            self.action = action
        }
    }

    public struct Step: Hashable, Sendable, Codable {
        /// The element the event went to.
        public var target: HostElementLocator
        public var action: HostEvent.Action
        /// Time since recording began, for reading the recording (a replay does not wait).
        public var time: Duration
        /// The screen once the event and the updates it caused were applied.
        public var screenAfter: HostElementSnapshot

        public init(target: HostElementLocator, action: HostEvent.Action, time: Duration, screenAfter: HostElementSnapshot) {
            self.target = target
            self.action = action
            self.time = time
            self.screenAfter = screenAfter
        }
    }

    /// What the recording is called (`recorded Counter session 3`): the test is named after it.
    public var name: String
    /// The root view's type as Swift names it (`MyApp.CounterView`), for the test's harness.
    public var rootViewType: String
    /// The model types of the app's container (`MyApp.Todo`), when it has one: the test gives
    /// the view an in-memory container for them.
    public var modelTypes: [String] = []
    /// The session's events before recording began, from its start: a replay sends them first.
    public var leadingEvents: [Event]
    /// Whether ``leadingEvents`` holds every event since the session began (the history keeps a
    /// bounded number, so a long session's first ones may be gone).
    public var isLeadComplete: Bool
    /// The screen when recording began.
    public var initialScreen: HostElementSnapshot
    public var steps: [Step]
    /// Each store's state when recording stopped, by the name DevTools gives it (`Katana
    /// CounterState`), as the `DebugStore` log writes a state: a replay that traces its stores
    /// checks them after the last step.
    public var finalStates: [String: String] = [:]

    public init(
        name: String = "recorded session", rootViewType: String, leadingEvents: [Event] = [], isLeadComplete: Bool = true,
        initialScreen: HostElementSnapshot, steps: [Step] = []
    ) {
        self.name = name
        self.rootViewType = rootViewType
        self.leadingEvents = leadingEvents
        self.isLeadComplete = isLeadComplete
        self.initialScreen = initialScreen
        self.steps = steps
    }

    /// The screen the recording ends on.
    public var finalScreen: HostElementSnapshot { steps.last?.screenAfter ?? initialScreen }
}
