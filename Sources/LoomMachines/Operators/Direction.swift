/// What `redirect` does with one output: pass it up, or feed inputs back to the machine.
public enum Direction<Input> {
    /// Passes the output on to the parent unchanged.
    case prop
    /// Sends these inputs back to the machine, in order, instead of passing the output on.
    case back([Input])

    /// Sends these inputs back to the machine, in order: `.back(.reload)`.
    public static func back(_ inputs: Input...) -> Direction {
        .back(inputs)
    }
}

extension Direction: Sendable where Input: Sendable {}
