import LoomHost

extension TerminalLayout {
    /// Whether `element` might take more room along a stack's axis when offered more: false
    /// only for what provably keeps its ideal length (text, a titled button, a button or
    /// checkbox toggle, a field, an image, a divider, and stacks of nothing else).
    ///
    /// A stack asks each child twice (its ideal size, then its size given all the room) to find
    /// the flexible ones; a rigid child can skip the second question, which in a list of a
    /// thousand rows is most of the measuring. Anything unsure (frames, spacers, scroll views,
    /// forms, kinds added later) still gets asked.
    static func mayGrow(_ element: HostElementSnapshot) -> Bool {
        switch element.kind {
        case .toggle where element.isSwitch:
            return true
        case .text, .toggle, .textField, .secureField, .image, .divider:
            break
        case .button, .hstack, .vstack, .zstack:
            if element.children.contains(where: mayGrow) { return true }
        default:
            return true
        }
        return element.boxModifiers.contains { modifier in
            switch modifier {
            case .padding, .background, .opacity: false
            default: true
            }
        }
    }
}
