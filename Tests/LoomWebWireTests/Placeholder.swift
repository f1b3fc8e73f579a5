import Testing
@Test func placeholderWebWire() {}
