import LoomHost

/// Reports misuse that happens away from any runtime (a property wrapper used outside a built
/// view), where no host's issue handler can be reached.
@MainActor
enum RuntimeIssueReporter {
    static func report(_ message: String) {
        RuntimeIssue.printToStandardError(RuntimeIssue(message))
    }
}
