import LoomHost

/// What the terminal adds to the host tree to show it: where focus rests, how far each
/// scroll view is scrolled, where the caret sits in each text field, and what was typed into
/// secure fields (their host value is only a mask).
///
/// The layout reads it; input handling changes it. It never reaches the host tree.
public struct TerminalViewState: Hashable, Sendable {
    /// The element keyboard input goes to.
    public var focus: HostElementID?
    /// Rows scrolled past, per scroll view or list.
    public var scrollOffsets: [HostElementID: Int] = [:]
    /// The caret's position in characters, per text field (the end when absent).
    public var cursors: [HostElementID: Int] = [:]
    /// What the user typed into each secure field: the only copy the renderer has of it.
    public var secrets: [HostElementID: String] = [:]
    /// The last `scrollTo` request number acted on, per `ScrollViewReader`: each request moves
    /// its scroll view once, so the user can scroll away from it.
    public var answeredScrollRequests: [HostElementID: Int] = [:]

    public init(focus: HostElementID? = nil) {
        self.focus = focus
    }
}

/// An element focus can rest on, where the last layout put it.
struct FocusTarget: Hashable, Sendable {
    var id: HostElementID
    var kind: HostElementKind
    /// The element as laid out (a picker's options are its children).
    var element: HostElementSnapshot
    /// Where the element is, unclipped (it may be scrolled out of view).
    var rect: CellRect
    /// The part of it on screen.
    var visible: CellRect
    /// 0 for the main content, 1… for each overlay (alert, sheet) drawn over it.
    var layer: Int
    /// The scroll view or list it scrolls with, if any.
    var scroller: HostElementID?
}

/// A scroll view or list as the last layout showed it.
struct ScrollRegion: Hashable, Sendable {
    var id: HostElementID
    var viewport: CellRect
    var contentHeight: Int
    var offset: Int
    var layer: Int

    var maximumOffset: Int { max(0, contentHeight - viewport.height) }
}

/// A proposed size: `nil` in a dimension asks for the element's ideal size there.
struct CellProposal: Hashable, Sendable {
    var width: Int?
    var height: Int?
}

/// The direction a stack lays its children out in.
enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}
