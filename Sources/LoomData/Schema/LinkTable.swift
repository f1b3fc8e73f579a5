import Foundation

/// Where a to-many relationship with no to-one on the other side keeps its links: a table of
/// its own with one row per (owner, member) pair, as SwiftData keeps a many-to-many
/// relationship or one declared on one side only. A to-many whose other side is a to-one needs
/// no table: that to-one's column already holds each link.
///
/// The two sides of a many-to-many relationship share one table, named after the side whose
/// `Model.property` sorts first; each side reads it from its own column.
struct LinkTable: Hashable, Sendable {
    /// The table's name (prefixed, as everything Loom adds to a store is).
    let name: String
    /// The column holding the key of the model whose relationship this is.
    let ownColumn: String
    /// The column holding the key of a member.
    let memberColumn: String

    static let ownerColumn = "owner"
    static let membersColumn = "member"

    /// The table of `property` of `entity`, shared with `inverse` on `target` when there is one.
    init(entity: String, property: String, target: String, inverse: String?) {
        let mine = "\(entity)_\(property)"
        if let inverse, "\(target)_\(inverse)" < mine {
            name = "loom_links_\(target)_\(inverse)"
            (ownColumn, memberColumn) = (Self.membersColumn, Self.ownerColumn)
        } else {
            name = "loom_links_\(mine)"
            (ownColumn, memberColumn) = (Self.ownerColumn, Self.membersColumn)
        }
    }

    var table: String { SQLFragment.identifier(name) }

    /// Makes the table (and its index for reading from the member's side) when missing.
    func apply(in db: some SQLConnection) throws {
        let owner = SQLFragment.identifier(Self.ownerColumn), member = SQLFragment.identifier(Self.membersColumn)
        try db.execute("CREATE TABLE IF NOT EXISTS \(table) (\(owner) TEXT NOT NULL, \(member) TEXT NOT NULL, PRIMARY KEY (\(owner), \(member)))")
        try db.execute("CREATE INDEX IF NOT EXISTS \(SQLFragment.identifier(name + "_member")) ON \(table) (\(member))")
    }
}
