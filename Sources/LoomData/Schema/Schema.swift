import Foundation

/// The models a container keeps, as SwiftData's `Schema`: `Schema([Todo.self, Tag.self])`.
/// Related models a listed model points to are found and added by the container.
///
/// `@unchecked Sendable`: it holds only metatypes, which are immutable.
public struct Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let models: [any PersistentModel.Type]
    /// The version, for a schema made from a ``VersionedSchema``.
    public let version: Version?

    public init(_ models: [any PersistentModel.Type], version: Version? = nil) {
        self.models = models
        self.version = version
    }

    public init(_ models: any PersistentModel.Type...) {
        self.init(models)
    }

    /// Options of a stored property, as SwiftData's `Schema.Attribute.Option`.
    public struct Attribute: Sendable {
        public struct Option: Hashable, Sendable {
            let name: String
            /// One stored row per value: inserting a model with a value that is already stored
            /// updates that row instead.
            public static let unique = Option(name: "unique")
            /// Kept outside the row by SwiftData; here an ordinary column (SQLite keeps large blobs well).
            public static let externalStorage = Option(name: "externalStorage")
            /// Accepted for source compatibility; values are not encrypted.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Accepted for source compatibility.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Accepted for source compatibility (Spotlight does not exist here).
            public static let spotlight = Option(name: "spotlight")
            /// A value type stored as JSON, which is what Loom does for every `Codable` value.
            public static let transformable = Option(name: "transformable")
            /// Accepted for source compatibility.
            public static let ephemeral = Option(name: "ephemeral")
        }
    }

    /// Options of a relationship, as SwiftData's.
    public struct Relationship: Sendable {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: String, Hashable, Sendable {
            /// The related models stay; their inverse is cleared. The default.
            case nullify
            /// The related models are deleted too.
            case cascade
            /// The delete is refused (the save throws) while related models exist.
            case deny
            /// Nothing is done to the related models.
            case noAction
        }
    }
}
