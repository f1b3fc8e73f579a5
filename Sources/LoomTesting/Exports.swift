// A test that imports `LoomTesting` reaches the views and stores it drives (`KeyValueStore`,
// `ViewSnapshot`, …) without a second import, as the harness's signatures already name them.
@_exported import LoomCore
@_exported import LoomData
// `ViewHarness(preview:)` takes a preview type, so previews come along too.
@_exported import LoomPreviews
