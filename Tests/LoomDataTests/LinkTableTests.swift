import Foundation
@testable import LoomData
import Testing

/// Many-to-many: an article has tags, a tag lists its articles; neither side is a to-one, so
/// the links are kept in a table of their own.
@Model final class Article {
    var title: String
    @Relationship(inverse: \Badge.articles) var badges: [Badge]

    init(_ title: String, badges: [Badge] = []) {
        self.title = title
        self.badges = badges
    }
}

@Model final class Badge {
    var name: String
    var articles: [Article]

    init(_ name: String) {
        self.name = name
        articles = []
    }
}

/// A to-many declared on one side only (SwiftData keeps it in a table of its own too), with a
/// cascade rule.
@Model final class Playlist {
    var name: String
    @Relationship(deleteRule: .cascade) var songs: [Song]?

    init(_ name: String, songs: [Song]? = nil) {
        self.name = name
        self.songs = songs
    }
}

@Model final class Song {
    var title: String
    init(_ title: String) { self.title = title }
}

/// A store both tests' containers reach: a SQLite file, or a PostgreSQL database of its own.
private struct SharedStore {
    let configuration: ModelConfiguration
    private let folder: URL?
    private let database: PostgresTestDatabase?

    init(_ engine: Engine) throws {
        switch engine {
        case .sqlite:
            let folder = try makeStoreFolder()
            configuration = ModelConfiguration(url: folder.appendingPathComponent("links.store"))
            self.folder = folder
            database = nil
        case .postgres:
            let database = try PostgresTestDatabase()
            configuration = ModelConfiguration(url: database.url)
            self.database = database
            folder = nil
        }
    }

    func container() throws -> ModelContainer {
        try ModelContainer(for: Article.self, Badge.self, Playlist.self, Song.self, configurations: configuration)
    }

    func cleanup() {
        database?.drop()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }
}

struct LinkTableTests {
    private func names(_ badges: [Badge]?) -> [String] { (badges ?? []).map(\.name).sorted() }
    private func titles(_ articles: [Article]?) -> [String] { (articles ?? []).map(\.title).sorted() }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func bothSidesOfAManyToManyAreStoredAndKeptInStep(_ engine: Engine) throws {
        let store = try SharedStore(engine)
        defer { store.cleanup() }
        do {
            let context = ModelContext(try store.container())
            let swift = Badge("swift"), linux = Badge("linux"), data = Badge("data")
            let first = Article("Loom on Linux", badges: [swift, linux])
            context.insert(first)
            #expect(titles(swift.articles) == ["Loom on Linux"], "the other side hears the link before any save")
            let second = Article("Models in SQL")
            context.insert(second)
            second.badges.append(contentsOf: [swift, data])
            #expect(titles(swift.articles) == ["Loom on Linux", "Models in SQL"])
            #expect(titles(data.articles) == ["Models in SQL"])
            try context.save()
        }
        do {
            let context = ModelContext(try store.container())
            let articles = try context.fetch(FetchDescriptor<Article>(sortBy: [SortDescriptor(\.title)]))
            #expect(articles.map { names($0.badges) } == [["linux", "swift"], ["data", "swift"]])
            let swift = try #require(try context.fetch(FetchDescriptor<Badge>(predicate: #Predicate { $0.name == "swift" })).first)
            #expect(titles(swift.articles) == ["Loom on Linux", "Models in SQL"])
            let busy = try context.fetch(FetchDescriptor<Badge>(predicate: #Predicate { $0.articles.count > 1 }))
            #expect(busy.map(\.name) == ["swift"], "a predicate counts the links")
            let untagged = try context.fetch(FetchDescriptor<Article>(predicate: #Predicate { $0.badges.isEmpty }))
            #expect(untagged.isEmpty)
            // An edit from the other side, seen from this one, then stored.
            swift.articles.removeAll { $0.title == "Loom on Linux" }
            #expect(names(articles[0].badges) == ["linux"])
            try context.save()
        }
        let context = ModelContext(try store.container())
        let linux = try #require(try context.fetch(FetchDescriptor<Badge>(predicate: #Predicate { $0.name == "linux" })).first)
        let article = try #require(linux.articles.first)
        #expect(names(article.badges) == ["linux"], "the link removed from the badge's side is gone from the article's")
    }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func anUnsavedLinkIsSeenFromASideLoadedLater(_ engine: Engine) throws {
        let store = try SharedStore(engine)
        defer { store.cleanup() }
        let container = try store.container()
        do {
            let context = ModelContext(container)
            context.insert(Article("Draft"))
            context.insert(Badge("new"))
            try context.save()
        }
        let context = ModelContext(container)
        let article = try #require(try context.fetch(FetchDescriptor<Article>()).first)
        let badge = try #require(try context.fetch(FetchDescriptor<Badge>()).first)
        article.badges.append(badge)          // the badge's side is not loaded yet
        #expect(titles(badge.articles) == ["Draft"])
        context.rollback()
        #expect(article.badges.isEmpty && badge.articles.isEmpty, "both sides load again after a rollback")
        let again = try #require(try ModelContext(container).fetch(FetchDescriptor<Badge>()).first)
        #expect(again.articles.isEmpty, "a rolled-back link was never stored")
    }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func aDeletedModelLeavesEveryListAndItsLinksGo(_ engine: Engine) throws {
        let store = try SharedStore(engine)
        defer { store.cleanup() }
        let container = try store.container()
        let context = ModelContext(container)
        let old = Badge("old"), kept = Badge("kept")
        let article = Article("Post", badges: [old, kept])
        context.insert(article)
        try context.save()
        context.delete(old)
        #expect(names(article.badges) == ["kept"], "nullified at once in memory")
        try context.save()
        let reader = ModelContext(container)
        #expect(names(try reader.fetch(FetchDescriptor<Article>()).first?.badges) == ["kept"])
        let linkRows = try container.store.rows(SQLFragment("SELECT COUNT(*) FROM \"loom_links_Article_badges\""))
        #expect(linkRows.first?.first == .integer(1), "the deleted badge's link row went with it")
    }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func aToManyDeclaredOnOneSideIsStoredAndCascades(_ engine: Engine) throws {
        let store = try SharedStore(engine)
        defer { store.cleanup() }
        let container = try store.container()
        do {
            let context = ModelContext(container)
            let mix = Playlist("Mix", songs: [Song("One"), Song("Two")])
            context.insert(mix)
            try context.save()
            #expect(try context.fetchCount(FetchDescriptor<Song>()) == 2, "the members were inserted with it")
            let later = Playlist("Later")
            context.insert(later)
            later.songs = [Song("Three")]
            try context.save()
        }
        let context = ModelContext(container)
        let playlists = try context.fetch(FetchDescriptor<Playlist>(sortBy: [SortDescriptor(\.name)]))
        #expect(playlists.map { ($0.songs ?? []).map(\.title).sorted() } == [["Three"], ["One", "Two"]])
        context.delete(playlists[1])
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Song>()).map(\.title) == ["Three"], "the cascade rule deleted Mix's songs")
    }

    @MainActor
    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func anotherContextsSaveReloadsALoadedList(_ engine: Engine) async throws {
        let store = try SharedStore(engine)
        defer { store.cleanup() }
        let container = try store.container()
        let seed = ModelContext(container)
        seed.insert(Article("Shared"))
        seed.insert(Badge("hot"))
        try seed.save()
        let shown = try #require(try container.mainContext.fetch(FetchDescriptor<Article>()).first)
        #expect(shown.badges.isEmpty)
        let writer = ModelContext(container)
        let badge = try #require(try writer.fetch(FetchDescriptor<Badge>()).first)
        let article = try #require(try writer.fetch(FetchDescriptor<Article>()).first)
        badge.articles.append(article)
        try writer.save()
        try await waitUntil(seconds: 10) { shown.badges.map(\.name) == ["hot"] }
    }

    @MainActor
    @Test func aSaveInOneProcessReloadsTheListInAnother() async throws {
        guard PostgresTestDatabase.isAvailable else { return }
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let first = try ModelContainer(for: Article.self, Badge.self, configurations: ModelConfiguration(url: database.url(asProcess: "a")))
        let second = try ModelContainer(for: Article.self, Badge.self, configurations: ModelConfiguration(url: database.url(asProcess: "b")))
        first.mainContext.insert(Article("Elsewhere"))
        try first.mainContext.save()
        let shown = try #require(try second.mainContext.fetch(FetchDescriptor<Article>()).first)
        #expect(shown.badges.isEmpty)
        let article = try #require(try first.mainContext.fetch(FetchDescriptor<Article>()).first)
        article.badges.append(Badge("remote"))
        try first.mainContext.save()
        try await waitUntil(seconds: 30) { shown.badges.map(\.name) == ["remote"] }
    }
}

enum FollowSchemaV1 {
    @Model final class Person {
        var name: String
        @Relationship(inverse: \Person.follows) var followers: [Person] = []
        var follows: [Person] = []
        init(_ name: String) { self.name = name }
    }
}

/// `followers` renamed `watchers`: the table of links is named after the other side now, whose
/// keys were in the other column.
enum FollowSchemaV2 {
    @Model final class Person {
        var name: String
        @Relationship(originalName: "followers", inverse: \Person.follows) var watchers: [Person] = []
        var follows: [Person] = []
        init(_ name: String) { self.name = name }
    }
}

struct LinkTableRenameTests {
    @Test func aRenamedManyToManyKeepsItsLinks() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("people.store")
        do {
            let context = ModelContext(try ModelContainer(for: FollowSchemaV1.Person.self, configurations: ModelConfiguration(url: url)))
            let ada = FollowSchemaV1.Person("Ada"), bea = FollowSchemaV1.Person("Bea")
            context.insert(ada)
            context.insert(bea)
            ada.follows.append(bea)
            #expect(bea.followers.map(\.name) == ["Ada"])
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: FollowSchemaV2.Person.self, configurations: ModelConfiguration(url: url)))
        let people = try context.fetch(FetchDescriptor<FollowSchemaV2.Person>(sortBy: [SortDescriptor(\.name)]))
        #expect(people.map { $0.follows.map(\.name) } == [["Bea"], []])
        #expect(people.map { $0.watchers.map(\.name) } == [[], ["Ada"]])
    }
}
