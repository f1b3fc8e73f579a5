import Testing

@Test func placeholderLoomMachinesTests() {}
