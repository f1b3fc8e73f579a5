import Loom

/// The forms family on one screen, written exactly as for SwiftUI: a settings form with every
/// control, and a sign-up section driven by the keyboard (`@FocusState`, `onSubmit`, a
/// shortcut).
public struct FormsShowcase: View {
    enum Theme: String, CaseIterable, Hashable { case system, light, dark }
    enum Size: String, CaseIterable, Hashable { case small, medium, large }
    enum Field: Hashable { case name, email, password }

    @State private var theme = Theme.system
    @State private var size = Size.medium
    @State private var notifications = true
    @State private var guests = 2
    @State private var volume = 40.0
    @State private var birthday = Date(timeIntervalSince1970: 946_684_800)
    @State private var notes = ""
    @State private var tip = 15
    @State private var showsAdvanced = false
    @State private var debug = false
    @State private var sort = "name"
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var signedUp = ""
    @FocusState private var focus: Field?

    public init() {}

    public var body: some View {
        Form {
            Section {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                Picker("Size", selection: $size) {
                    // No `.tag`: each row is tagged with its ForEach id, as in SwiftUI.
                    ForEach(Size.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Toggle("Notifications", isOn: $notifications)
                Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                Slider(value: $volume, in: 0...100, step: 5) { Text("Volume") }
                LabeledContent("Volume", value: "\(Int(volume))%")
            } header: {
                Text("Preferences")
            } footer: {
                Text("Changes apply at once.")
            }
            Section("Details") {
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                TextField("Tip", value: $tip, format: .number)
                TextEditor(text: $notes)
                ProgressView("Profile complete", value: Double(notes.count), total: 100)
                Label("Signed in as guest", systemImage: "person")
                Link("Loom on the web", destination: URL(string: "https://example.com/loom")!)
                Menu("Sort by \(sort)") {
                    Button("Name") { sort = "name" }
                    Button("Date") { sort = "date" }
                }
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    Toggle("Debug mode", isOn: $debug)
                }
            }
            Section("Sign up") {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .keyboardType(.emailAddress)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .submitLabel(.done)
                    .onSubmit(signUp)
                HStack {
                    Button("Start over") {
                        name = ""
                        email = ""
                        password = ""
                        focus = .name
                    }
                    Button("Sign up", action: signUp).keyboardShortcut("s")
                }
                Text(signedUp.isEmpty ? "Not signed up" : signedUp)
            }
        }
    }

    private func signUp() {
        if name.isEmpty {
            focus = .name
        } else if email.isEmpty {
            focus = .email
        } else {
            signedUp = "Welcome, \(name)!"
            focus = nil
        }
    }
}
