import Testing

@Test func placeholderLoomHostTests() {}
