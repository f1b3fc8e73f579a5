import Loom
import LoomTestSupport
import Testing

/// `@StateStore` in views: per-field re-rendering, lifetime, bindings, animation.
@MainActor
struct StateStoreViewTests {
    /// Counts body evaluations per view; a class, so it never makes view values differ.
    @MainActor
    final class Bodies {
        var counts: [String: Int] = [:]
        func hit(_ name: String) { counts[name, default: 0] += 1 }
        subscript(_ name: String) -> Int { counts[name, default: 0] }
    }

    /// Creates profile stores and remembers them, to see how many were made and when they go.
    @MainActor
    final class Factory {
        let probe = ProfileProbe()
        var made = 0
        weak var last: Store<Profile, ProfileAction>?
        func make() -> Store<Profile, ProfileAction> {
            made += 1
            let store = makeProfileStore(probe)
            last = store
            return store
        }
    }

    struct NameLabel: View {
        let store: Store<Profile, ProfileAction>
        let bodies: Bodies
        var body: some View {
            bodies.hit("name")
            return Text("name \(store.name)")
        }
    }

    struct AgeLabel: View {
        let store: Store<Profile, ProfileAction>
        let bodies: Bodies
        var body: some View {
            bodies.hit("age")
            return Text("age \(store.age)")
        }
    }

    struct ProfileScreen: View {
        @StateStore var store: Store<Profile, ProfileAction>
        let bodies: Bodies
        var body: some View {
            bodies.hit("screen")
            return VStack {
                NameLabel(store: store, bodies: bodies)
                AgeLabel(store: store, bodies: bodies)
                Button("Birthday") { store.dispatch(.birthday) }
                TextField("Name", text: $store.name)
            }
        }
    }

    @Test func aViewUsingStateStoreRerunsOnlyBodiesThatReadTheChangedProperty() throws {
        let bodies = Bodies()
        let ui = ViewHarness(ProfileScreen(store: makeProfileStore(), bodies: bodies))
        #expect(ui.text.contains("age 36"))
        #expect((bodies["screen"], bodies["name"], bodies["age"]) == (1, 1, 1))
        try ui.tap("Birthday")
        #expect(ui.text.contains("age 37"))
        #expect((bodies["screen"], bodies["name"], bodies["age"]) == (1, 1, 2))
    }

    @Test func aBindingFromStateStoreWritesTheField() throws {
        let factory = Factory()
        let ui = ViewHarness(ProfileScreen(store: factory.make(), bodies: Bodies()))
        try ui.type("Grace", into: "Name")
        #expect(factory.last?.name == "Grace")
        #expect(ui.text.contains("name Grace"))
    }

    struct Parent: View {
        let factory: Factory
        @State private var showsChild = true
        @State private var ticks = 0
        var body: some View {
            VStack {
                Text("ticks \(ticks)")
                Button("Tick") { ticks += 1 }
                Button("Hide") { showsChild = false }
                if showsChild {
                    ProfileScreen(store: factory.make(), bodies: Bodies())
                }
            }
        }
    }

    @Test func theStoreIsCreatedOncePerViewIdentity() throws {
        let factory = Factory()
        let ui = ViewHarness(Parent(factory: factory))
        try ui.tap("Tick")
        try ui.tap("Tick")
        #expect(ui.text.contains("ticks 2"))
        #expect(factory.made == 1)
    }

    @Test func removingTheViewReleasesItsStoreAndCancelsItsHooks() throws {
        let factory = Factory()
        let ui = ViewHarness(Parent(factory: factory))
        #expect(factory.last != nil)
        factory.probe.external.send("while shown")
        #expect(factory.probe.externalSeen == ["while shown"])
        factory.probe.externalSeen = []
        try ui.tap("Hide")
        #expect(!ui.text.contains("age"))
        #expect(factory.last == nil)
        factory.probe.external.send("after removal")
        #expect(factory.probe.externalSeen.isEmpty)
        #expect(factory.made == 1)
    }

    struct ShoutingInteractor: Interactor {
        func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
            if case let .rename(name) = action { store.name = name.uppercased() }
        }
    }

    struct ReadOnlyField: View {
        @StateStore var store = Store(state: Profile(), interactor: ShoutingInteractor())
        var body: some View {
            VStack {
                TextField("Name", text: store.binding(\.name, dispatch: { .rename($0) }))
                Text("shown \(store.name)")
            }
        }
    }

    @Test func aReadOnlyBindingTurnsWritesIntoActions() throws {
        let ui = ViewHarness(ReadOnlyField())
        try ui.type("grace", into: "Name")
        #expect(ui.text.contains("shown GRACE"))
    }

    struct AnimatedHookInteractor: Interactor {
        let probe: ProfileProbe
        func publisher(for hook: ProfileHook, store: MutatingStore<Profile, ProfileAction>) -> AnyCancellable {
            HookPublisher(probe.external).sink { value in
                withAnimation(.easeInOut(duration: 0.2)) { store.status = value }
            }
        }
    }

    struct StatusView: View {
        @StateStore var store: Store<Profile, ProfileAction>
        var body: some View {
            Text("status \(store.status)")
        }
    }

    @Test func stateChangesInsideWithAnimationAreMarkedForRenderers() {
        let probe = ProfileProbe()
        let ui = ViewHarness(StatusView(store: Store(state: Profile(), interactor: AnimatedHookInteractor(probe: probe))))
        probe.external.send("online")
        #expect(ui.text.contains("text \"status online\" animation=easeInOut(0.2)"))
    }
}
