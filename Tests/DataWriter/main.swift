import Foundation
import LoomData

// A process that keeps saving models until it is killed or a save fails, for the fault tests
// in Tests/Data (a `kill -9` loop, a full disk). It saves entries numbered 0, 1, 2, … in saves
// of 1 to 20, each save also setting the tally to the last number saved, and prints
// "saved N" once a save has returned: what the test reads as acknowledged.
//
//   loom-data-writer FILE

@Model final class Entry {
    var number: Int
    var text: String

    init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}

@Model final class Tally {
    @Attribute(.unique) var name: String
    var value: Int

    init(name: String, value: Int) {
        self.name = name
        self.value = value
    }
}

/// A line to the test, written at once (unbuffered), so "saved N" leaves when the save returned.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

guard CommandLine.arguments.count == 2 else {
    say("usage: loom-data-writer FILE")
    exit(2)
}
do {
    let url = URL(fileURLWithPath: CommandLine.arguments[1])
    let context = ModelContext(try ModelContainer(for: Entry.self, Tally.self, configurations: ModelConfiguration(url: url)))
    var next = try context.fetchCount(FetchDescriptor<Entry>())
    let tally = try context.fetch(FetchDescriptor<Tally>()).first ?? Tally(name: "last saved", value: -1)
    context.insert(tally)
    say("started at \(next)")
    while true {
        for _ in 0..<Int.random(in: 1...20) {
            context.insert(Entry(number: next, text: String(repeating: "x", count: Int.random(in: 10...400))))
            next += 1
        }
        tally.value = next - 1
        try context.save()
        say("saved \(next - 1)")
    }
} catch {
    say("failed: \(error)")
    exit(3)
}
