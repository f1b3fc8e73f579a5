/// The drawings, on a 24 × 24 grid (see ``SymbolDrawing``). Written for Loom; shapes follow
/// what each name shows in SwiftUI apps, not any particular font.
extension SymbolSet {
    /// A circle of radius `r` around (`x`, `y`), as path data (two half arcs).
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
        "M\(n(x)) \(n(y - r))a\(n(r)) \(n(r)) 0 1 1 0 \(n(2 * r))a\(n(r)) \(n(r)) 0 1 1 0 \(n(-2 * r))z"
    }

    private static func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The ring most circled symbols sit in.
    static let ring = circle(12, 12, 9)
    /// The disc of the `.fill` circled symbols.
    static let disc = circle(12, 12, 10)
    static let roundedSquare = "M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"
    static let star = "M12 3.3L14.5 9.4L21 9.9L16 14.1L17.6 20.5L12 17L6.4 20.5L8 14.1L3 9.9L9.5 9.4z"
    static let heart = "M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.5a4.8 4.8 0 0 1 9 2.3C21 15 12 20.5 12 20.5z"
    static let bell = "M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"
    static let folder = "M3.5 6.5A1.5 1.5 0 0 1 5 5h4.5l2 2.5H19a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5z"
    static let bubble =
        "M12 4.5c4.7 0 8.5 3 8.5 6.8S16.7 18 12 18c-1 0-2-.1-2.9-.4L4.5 19.5l1.3-3.6C4.3 14.6 3.5 13 3.5 11.3 3.5 7.5 7.3 4.5 12 4.5z"
    static let phone = "M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"
    static let bookmark = "M6.5 3.5h11v17L12 16l-5.5 4.5z"
    static let moon = "M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
    static let bolt = "M13.5 2.5L5 13.5h6l-1 8 8.5-11h-6z"
    static let paperplane = "M3.5 11.5L20.5 4l-7.5 17-2.5-7z"
    static let location = "M20.5 3.5L3.5 11l7.5 2 2 7.5z"
    static let house = "M3.5 11L12 4l8.5 7M5.5 9.5V20h5v-5.5h3V20h5V9.5"
    static let eye = "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" + circle(12, 12, 3)
    static let person = circle(12, 8, 4) + "M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5"
    static let doc = "M6 3.5h8l4 4v13H6zM14 3.5v4h4"
    static let shareBox = "M8.5 10H6v10.5h12V10h-2.5"
    static let gear =
        circle(12, 12, 6.5) + circle(12, 12, 2.5)
        + "M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"

    static let drawings: [String: SymbolDrawing] = [
        // Marks
        "plus": SymbolDrawing(outline: "M12 5v14M5 12h14"),
        "minus": SymbolDrawing(outline: "M5 12h14"),
        "xmark": SymbolDrawing(outline: "M6 6l12 12M18 6L6 18"),
        "checkmark": SymbolDrawing(outline: "M4.5 12.5l5 5L19.5 7"),
        "chevron.left": SymbolDrawing(outline: "M15 5l-7 7 7 7"),
        "chevron.right": SymbolDrawing(outline: "M9 5l7 7-7 7"),
        "chevron.up": SymbolDrawing(outline: "M5 15l7-7 7 7"),
        "chevron.down": SymbolDrawing(outline: "M5 9l7 7 7-7"),
        "arrow.left": SymbolDrawing(outline: "M20 12H4M10 6l-6 6 6 6"),
        "arrow.right": SymbolDrawing(outline: "M4 12h16M14 6l6 6-6 6"),
        "arrow.up": SymbolDrawing(outline: "M12 20V4M6 10l6-6 6 6"),
        "arrow.down": SymbolDrawing(outline: "M12 4v16M6 14l6 6 6-6"),
        "arrow.clockwise": SymbolDrawing(outline: "M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4.5H15"),
        "arrow.counterclockwise": SymbolDrawing(outline: "M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v4.5H9"),
        "line.3.horizontal": SymbolDrawing(outline: "M4 7h16M4 12h16M4 17h16"),
        "ellipsis": SymbolDrawing(solid: circle(5, 12, 1.6) + circle(12, 12, 1.6) + circle(19, 12, 1.6)),
        "list.bullet": SymbolDrawing(
            outline: "M9 7h11M9 12h11M9 17h11", solid: circle(4.5, 7, 1.3) + circle(4.5, 12, 1.3) + circle(4.5, 17, 1.3)),
        "slider.horizontal.3": SymbolDrawing(
            outline: "M4 6h16M4 12h16M4 18h16", solid: circle(9, 6, 2.2) + circle(15, 12, 2.2) + circle(7, 18, 2.2)),
        "square.grid.2x2": SymbolDrawing(outline: "M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z"),
        // Circles and squares
        "circle": SymbolDrawing(outline: ring),
        "circle.fill": SymbolDrawing(solid: disc),
        "square": SymbolDrawing(outline: roundedSquare),
        "square.fill": SymbolDrawing(solid: roundedSquare),
        "info.circle": SymbolDrawing(outline: ring + "M12 11v6M12 7.5v.01"),
        "info.circle.fill": SymbolDrawing(solid: disc, cut: "M12 11v6M12 7.5v.01"),
        "questionmark.circle": SymbolDrawing(outline: ring + "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.4-1 .9-1 1.7v.5M12 17v.01"),
        "exclamationmark.triangle": SymbolDrawing(outline: "M12 3.5L2.5 20h19zM12 9.5v5M12 17.5v.01"),
        "exclamationmark.circle": SymbolDrawing(outline: ring + "M12 7v6M12 16.5v.01"),
        "plus.circle": SymbolDrawing(outline: ring + "M12 8v8M8 12h8"),
        "plus.circle.fill": SymbolDrawing(solid: disc, cut: "M12 7.5v9M7.5 12h9"),
        "minus.circle": SymbolDrawing(outline: ring + "M8 12h8"),
        "xmark.circle": SymbolDrawing(outline: ring + "M9 9l6 6M15 9l-6 6"),
        "xmark.circle.fill": SymbolDrawing(solid: disc, cut: "M9 9l6 6M15 9l-6 6"),
        "checkmark.circle": SymbolDrawing(outline: ring + "M8 12.5l3 3 5-6"),
        "checkmark.circle.fill": SymbolDrawing(solid: disc, cut: "M7.5 12.5l3 3 6-6.5"),
        "ellipsis.circle": SymbolDrawing(outline: ring, solid: circle(8, 12, 1.2) + circle(12, 12, 1.2) + circle(16, 12, 1.2)),
        "clock": SymbolDrawing(outline: ring + "M12 7v5.5l3.5 2"),
        "person.circle": SymbolDrawing(outline: ring + circle(12, 10, 3) + "M6.5 18.5c1.2-2 3.2-3 5.5-3s4.3 1 5.5 3"),
        "globe": SymbolDrawing(outline: ring + "M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z"),
        "power": SymbolDrawing(outline: "M12 3v8M7 6a7.5 7.5 0 1 0 10 0"),
        // Objects
        "star": SymbolDrawing(outline: star),
        "star.fill": SymbolDrawing(solid: star),
        "heart": SymbolDrawing(outline: heart),
        "heart.fill": SymbolDrawing(solid: heart),
        "trash": SymbolDrawing(outline: "M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6"),
        "pencil": SymbolDrawing(outline: "M15.5 4.5l4 4L9 19l-5 1 1-5zM13.5 6.5l4 4"),
        "square.and.pencil": SymbolDrawing(
            outline: "M11 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V13M17.5 3.5l3 3L12 15l-4 1 1-4z"),
        "gear": SymbolDrawing(outline: gear),
        "gearshape": SymbolDrawing(outline: gear),
        "person": SymbolDrawing(outline: person),
        "person.fill": SymbolDrawing(solid: circle(12, 8, 4.5) + "M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"),
        "person.2": SymbolDrawing(
            outline: circle(9, 8.5, 3.5) + "M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 5.2a3.3 3.3 0 0 1 0 6.6M17.5 14.2c2.4.6 4 2.8 4 5.8"),
        "magnifyingglass": SymbolDrawing(outline: circle(10.5, 10.5, 6.5) + "M15.5 15.5l5 5"),
        "house": SymbolDrawing(outline: house),
        "house.fill": SymbolDrawing(solid: "M12 3.5l9 7.5h-2.5v9.5h-5v-6h-3v6h-5V11H3z"),
        "bell": SymbolDrawing(outline: bell + "M10 20.5a2 2 0 0 0 4 0"),
        "bell.fill": SymbolDrawing(solid: bell + "M10 19.5h4a2 2 0 0 1-4 0z"),
        "envelope": SymbolDrawing(outline: "M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5"),
        "calendar": SymbolDrawing(outline: "M4 5.5h16v15H4zM4 10h16M8 3.5v4M16 3.5v4"),
        "square.and.arrow.up": SymbolDrawing(outline: shareBox + "M12 3v11M8.5 6.5L12 3l3.5 3.5"),
        "square.and.arrow.down": SymbolDrawing(outline: shareBox + "M12 3v11M8.5 10.5L12 14l3.5-3.5"),
        "folder": SymbolDrawing(outline: folder),
        "folder.fill": SymbolDrawing(solid: folder),
        "doc": SymbolDrawing(outline: doc),
        "doc.text": SymbolDrawing(outline: doc + "M9 12h6M9 15.5h6"),
        "book": SymbolDrawing(outline: "M12 6.5C10 5 7 4.5 3.5 5v13.5c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5V20"),
        "paperplane": SymbolDrawing(outline: paperplane + "M10.5 14L20.5 4"),
        "paperplane.fill": SymbolDrawing(solid: paperplane),
        "bubble.left": SymbolDrawing(outline: bubble),
        "bubble.left.fill": SymbolDrawing(solid: bubble),
        "phone": SymbolDrawing(outline: phone),
        "phone.fill": SymbolDrawing(solid: phone),
        "camera": SymbolDrawing(
            outline: "M3.5 8A1.5 1.5 0 0 1 5 6.5h2.5L9 4.5h6l1.5 2H19A1.5 1.5 0 0 1 20.5 8v10a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18z"
                + circle(12, 13, 3.5)),
        "photo": SymbolDrawing(outline: "M3.5 5h17v14h-17zM3.5 16l5-5 4 4 2.5-2.5 5.5 5.5", solid: circle(15.5, 8.5, 1.5)),
        "lock": SymbolDrawing(outline: "M5.5 10.5h13v10h-13zM8 10.5V7.5a4 4 0 0 1 8 0v3"),
        "lock.fill": SymbolDrawing(outline: "M8 10V7.5a4 4 0 0 1 8 0V10", solid: "M5 10h14v11H5z"),
        "lock.open": SymbolDrawing(outline: "M5.5 10.5h13v10h-13zM8 10.5V7.5a4 4 0 0 1 7.7-1.5"),
        "bookmark": SymbolDrawing(outline: bookmark),
        "bookmark.fill": SymbolDrawing(solid: bookmark),
        "cart": SymbolDrawing(outline: "M3 4h2.5l2.3 11h10.4L20 7.5H6.5", solid: circle(9.5, 19.5, 1.5) + circle(16.5, 19.5, 1.5)),
        "bag": SymbolDrawing(outline: "M5 8h14l-1 12.5H6zM9 8V6.5a3 3 0 0 1 6 0V8"),
        "creditcard": SymbolDrawing(outline: "M3 5.5h18v13H3zM3 9.5h18M6.5 15h4"),
        "tray": SymbolDrawing(outline: "M3.5 13.5L6 5h12l2.5 8.5v6h-17zM3.5 13.5h5l1 2h5l1-2h5"),
        "tag": SymbolDrawing(outline: "M3.5 3.5h8l9 9-8 8-9-9z", solid: circle(8, 8, 1.4)),
        "link": SymbolDrawing(
            outline: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"),
        "flag": SymbolDrawing(outline: "M5.5 21V4M5.5 4.5c4-2 6 2 13 0v9c-7 2-9-2-13 0"),
        "flag.fill": SymbolDrawing(outline: "M5.5 21V4", solid: "M5.5 3.5c4-2 6 2 13.5 0v10c-7.5 2-9.5-2-13.5 0z"),
        "eye": SymbolDrawing(outline: eye),
        "eye.slash": SymbolDrawing(outline: eye + "M4 4l16 16"),
        "mic": SymbolDrawing(outline: "M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0zM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21"),
        "map": SymbolDrawing(outline: "M3.5 6L9 4l6 2 5.5-2v14L15 20l-6-2-5.5 2zM9 4v14M15 6v14"),
        "mappin": SymbolDrawing(outline: "M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" + circle(12, 10, 2.5)),
        "location": SymbolDrawing(outline: location),
        "location.fill": SymbolDrawing(solid: location),
        "wifi": SymbolDrawing(
            outline: "M2.5 9a13.5 13.5 0 0 1 19 0M5.5 12.5a9 9 0 0 1 13 0M8.5 16a4.5 4.5 0 0 1 7 0", solid: circle(12, 19.5, 1.4)),
        "creditcard.fill": SymbolDrawing(solid: "M3 5.5h18v13H3z", cut: "M3 9.5h18M6.5 15h4"),
        "chart.bar": SymbolDrawing(outline: "M5 20v-7M10 20V8M15 20v-9M20 20V4"),
        // Media
        "play": SymbolDrawing(outline: "M7 4.5v15l12.5-7.5z"),
        "play.fill": SymbolDrawing(solid: "M7 4.5v15l12.5-7.5z"),
        "pause.fill": SymbolDrawing(solid: "M6.5 4.5h4v15h-4zM13.5 4.5h4v15h-4z"),
        "stop.fill": SymbolDrawing(solid: "M5.5 5.5h13v13h-13z"),
        "forward.fill": SymbolDrawing(solid: "M3 6v12l8.5-6zM12 6v12l8.5-6z"),
        "backward.fill": SymbolDrawing(solid: "M21 6v12l-8.5-6zM12 6v12l-8.5-6z"),
        // Weather
        "sun.max": SymbolDrawing(
            outline: circle(12, 12, 4)
                + "M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"),
        "moon": SymbolDrawing(outline: moon),
        "moon.fill": SymbolDrawing(solid: moon),
        "cloud": SymbolDrawing(outline: "M7 18.5a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 17.8 9a4.8 4.8 0 0 1-.3 9.5z"),
        "bolt": SymbolDrawing(outline: bolt),
        "bolt.fill": SymbolDrawing(solid: bolt),
    ]
}
