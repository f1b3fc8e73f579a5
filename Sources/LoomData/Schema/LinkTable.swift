import Foundation

/// Where a to-many relationship with no to-one on the other side keeps its links: a table of
/// its own with one row per (owner, member) pair, as SwiftData keeps a many-to-many
/// relationship or one declared on one side only. A to-many whose other side is a to-one needs
/// no table: that to-one's column already holds each link.
///
/// The two sides of a many-to-many relationship share one table, named after the side whose
/// `Model_property` sorts first (its keys are in the `owner` column); each side reads it from
/// its own column.
struct LinkTable: Hashable, Sendable {
    /// The table's name (prefixed, as everything Loom adds to a store is).
    let name: String
    /// The column holding the key of the model whose relationship this is.
    let ownColumn: String
    /// The column holding the key of a member.
    let memberColumn: String
    /// The table's name before a relationship was renamed (`@Relationship(originalName:)`),
    /// and whether the other side's keys were in its `owner` column then.
    let former: (name: String, swapped: Bool)?

    static let ownerColumn = "owner"
    static let membersColumn = "member"

    /// One side of a relationship: its model, its property's name and the name it had before.
    struct Side {
        let entity: String
        let property: String
        let originalName: String?

        var current: String { "\(entity)_\(property)" }
        var original: String { "\(entity)_\(originalName ?? property)" }
    }

    /// The table of `mine`, shared with `inverse` when there is one.
    init(_ mine: Side, inverse: Side?) {
        let ownsNow = inverse.map { mine.current <= $0.current } ?? true
        let owner = ownsNow ? mine : inverse!
        name = "loom_links_\(owner.current)"
        (ownColumn, memberColumn) = ownsNow ? (Self.ownerColumn, Self.membersColumn) : (Self.membersColumn, Self.ownerColumn)
        let ownedBefore = inverse.map { mine.original <= $0.original } ?? true
        let formerOwner = ownedBefore ? mine : inverse!
        let formerName = "loom_links_\(formerOwner.original)"
        former = formerName == name && ownedBefore == ownsNow ? nil : (formerName, ownedBefore != ownsNow)
    }

    static func == (lhs: LinkTable, rhs: LinkTable) -> Bool { lhs.name == rhs.name && lhs.ownColumn == rhs.ownColumn }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    var table: String { SQLFragment.identifier(name) }

    /// Makes the table (and its index for reading from the member's side) when missing, or
    /// takes over the table a renamed relationship kept its links in.
    func apply(in db: some SQLConnection) throws {
        let owner = SQLFragment.identifier(Self.ownerColumn), member = SQLFragment.identifier(Self.membersColumn)
        if let former, try !db.tableExists(name), try db.tableExists(former.name) {
            try db.execute("ALTER TABLE \(SQLFragment.identifier(former.name)) RENAME TO \(table)")
            if former.swapped {
                let swap = SQLFragment.identifier("loom_swap")
                try db.execute("ALTER TABLE \(table) RENAME COLUMN \(owner) TO \(swap)")
                try db.execute("ALTER TABLE \(table) RENAME COLUMN \(member) TO \(owner)")
                try db.execute("ALTER TABLE \(table) RENAME COLUMN \(swap) TO \(member)")
            }
        }
        try db.execute("CREATE TABLE IF NOT EXISTS \(table) (\(owner) TEXT NOT NULL, \(member) TEXT NOT NULL, PRIMARY KEY (\(owner), \(member)))")
        try db.execute("CREATE INDEX IF NOT EXISTS \(SQLFragment.identifier(name + "_member")) ON \(table) (\(member))")
    }
}
