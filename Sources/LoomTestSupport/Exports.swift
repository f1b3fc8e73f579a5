// Loom's own tests were written against `LoomTestSupport`; the helpers now live in the public
// `LoomTesting` product, and this name re-exports it so those tests need no change.
@_exported import LoomTesting
