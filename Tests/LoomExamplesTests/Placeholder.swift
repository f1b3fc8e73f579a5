import Testing

@Test func placeholderLoomExamplesTests() {}
