import Testing

@Test func placeholderLoomViewsTests() {}
