import LoomHost

/// The attributes the page script's motion and geometry part reads (`createMotion` in loom.js):
///
/// - a `transition` container: `data-enter` and `data-leave`, its insertion and removal effects;
/// - an element carrying an animation that repeats, an `animated` container
///   (`animation(_:value:)`) and a transition with its own animation: `data-animation`,
///   `"<ms> <easing> <iterations> <direction> <delay ms>"`; an `animated` container also
///   `data-change`, how many times its `value` changed: the page animates the changes below it
///   only in a patch that changes this count;
/// - a `scrollReader` container: `data-scroll-to`, `"<element id> <block> <request>"`.
///
/// Effect names are checked against a fixed vocabulary and numbers are formatted here, so an
/// app's values never reach the page script as anything but these words and numbers.
enum StylingDOM {
    static func attributes(kind: HostElementKind, properties: HostProperties) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        let style = properties.style
        if style == "transition", case .value(let token)? = properties[.value] {
            let (enter, leave) = transitionEffects(token)
            attributes += [("data-enter", enter), ("data-leave", leave)]
        }
        if case .animation(let animation)? = properties[.animation],
            animation.repeatCount != 1 || style == "animated" || style == "transition"
        {
            attributes.append(("data-animation", timing(animation)))
        }
        if style == "animated", case .number(let changes)? = properties[.number], changes.isFinite {
            attributes.append(("data-change", CSSStyle.number(changes)))
        }
        if style == "scrollReader", case .value(let token)? = properties[.value], let request = scrollRequest(token) {
            attributes.append(("data-scroll-to", request))
        }
        return attributes
    }

    /// The effects a transition token (`in:<effects> out:<effects>`) names, known ones only.
    static func transitionEffects(_ token: String) -> (enter: String, leave: String) {
        var enter: [Substring] = [], leave: [Substring] = []
        for part in token.split(separator: " ") {
            let effects = part.drop { $0 != ":" }.dropFirst().split(separator: ",").filter(isEffect)
            if part.hasPrefix("in:") { enter = effects } else if part.hasPrefix("out:") { leave = effects }
        }
        return (enter.joined(separator: " "), leave.joined(separator: " "))
    }

    private static func isEffect(_ effect: Substring) -> Bool {
        if ["opacity", "scale", "move-leading", "move-trailing", "move-top", "move-bottom"].contains(effect) { return true }
        guard effect.hasPrefix("scale-"), let amount = Double(effect.dropFirst(6)) else { return false }
        return amount.isFinite && amount >= 0
    }

    /// `"<ms> <easing> <iterations> <direction> <delay ms>"` for the Web Animations API.
    static func timing(_ animation: HostAnimation) -> String {
        let duration = animation.duration.isFinite ? max(0, animation.duration) : 0.35
        let delay = animation.delay.isFinite ? max(0, animation.delay) : 0
        let iterations = animation.repeatCount == 0 ? "infinite" : String(max(1, animation.repeatCount))
        let direction = animation.autoreverses ? "alternate" : "normal"
        return [CSSStyle.number((duration * 1000).rounded()), CSSStyle.timing(animation.curve), iterations, direction,
                CSSStyle.number((delay * 1000).rounded())].joined(separator: " ")
    }

    /// `to:<element id>,<block>,<request>` → `"<element id> <block> <request>"`, or nil when
    /// malformed. The block is one of CSS's `scrollIntoView` values.
    static func scrollRequest(_ token: String) -> String? {
        guard let request = HostScrollRequest(token: token) else { return nil }
        return "\(request.target.rawValue) \(request.block.rawValue) \(request.number)"
    }
}
