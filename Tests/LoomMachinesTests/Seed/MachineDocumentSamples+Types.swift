import Loom

// Step 3 and the helpers of step 9, as written.

enum AppEvent {
    case willChangeState
    case didChangeState(Int)
}

enum DomainInput {
    case fromReader(Int)
    case fromParent
}

enum DomainOutput {
    case fromReader(Int)
    case fromCalculator(Int)
}

/// The document's storage key (it never shows its declaration). Test-only value.
let calculator_storage_name = "loom.tests.machine-document.calculator"
