import Testing

@Test func placeholderLoomTextRendererTests() {}
