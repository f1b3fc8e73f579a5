extension Machine {
    /// Runs several machines side by side: every input reaches each of them, and all their
    /// outputs go to the parent.
    ///
    /// ```swift
    /// let display: Machine<String, Void> = .merge(~Logger(), ~Label())
    /// ```
    ///
    /// The same machine listed twice (the same `~instance`, or the same `Machine`) runs once.
    public static func merge(_ machines: Machine...) -> Machine {
        merge(machines)
    }

    /// Runs an array of machines side by side, like the variadic `merge`.
    public static func merge(_ machines: [Machine]) -> Machine {
        let distinct = machines.distinctMachines()
        return Machine { context in
            let running = distinct.map { $0.start(context) }
            return RunningMachine(
                send: { input in
                    for machine in running {
                        machine.send(input)
                    }
                },
                finish: {
                    for machine in running {
                        machine.finish()
                    }
                })
        }
    }
}

extension Array {
    /// The machines in order, each one only at its first appearance.
    func distinctMachines<Input, Output>() -> [Element] where Element == Machine<Input, Output> {
        var seen = Set<Machine<Input, Output>>()
        return filter { seen.insert($0).inserted }
    }
}
