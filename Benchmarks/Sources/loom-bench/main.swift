import Loom

// loom-bench: the js-framework-benchmark operations on an idiomatic Loom app ("engine") and on
// the same table written by hand against the host tree ("vanilla").
//   swift run -c release --package-path Benchmarks loom-bench          a table and the targets
//   swift run -c release --package-path Benchmarks loom-bench --json   only the JSON array
// `--only <substring>` runs the operations whose name contains it (for profiling).

let arguments = CommandLine.arguments.dropFirst()
let printsJSON = arguments.contains("--json")
var selected = operations
if let index = arguments.firstIndex(of: "--only"), arguments.index(after: index) < arguments.endIndex {
    let filter = arguments[arguments.index(after: index)]
    selected = operations.filter { $0.name.contains(filter) }
}

var results: [OperationResult] = []
for operation in selected {
    if !printsJSON { print("measuring \(operation.name)…") }
    results.append(await measure(operation))
}

if printsJSON {
    print(renderJSON(results))
} else {
    let memory = measureMemory()
    let checks = checkTargets(results, memory: memory)
    print("")
    print(renderTable(results, memory: memory, checks: checks))
    for result in results where !result.treesEqual {
        print("\nhost trees differ after \(result.operation.name); engine first lines:")
        print(result.engine.rendering.split(separator: "\n").prefix(8).joined(separator: "\n"))
        print("vanilla first lines:")
        print(result.vanilla.rendering.split(separator: "\n").prefix(8).joined(separator: "\n"))
    }
}
