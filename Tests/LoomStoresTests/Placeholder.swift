import Testing

@Test func placeholderLoomStoresTests() {}
