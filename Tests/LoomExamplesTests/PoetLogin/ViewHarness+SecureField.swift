import Loom
import LoomTestSupport

extension ViewHarness {
    /// Types `text` into the secure field whose placeholder is `placeholder`, as a user would.
    func typeSecret(_ text: String, into placeholder: String) throws {
        try send(.textChange(text), to: try element(.secureField, labelled: placeholder))
    }
}
