// `import Combine` on the platforms Apple's Combine does not reach (Linux, Windows, Android,
// WASI): this module is OpenCombine under Combine's name, with the schedulers Combine users
// write (`DispatchQueue`, `RunLoop`, `Timer.publish`). Code written for Apple's Combine, and the
// SwiftUI screens that import it, compile here unchanged.
//
// Package.swift depends on this target only under a non-Apple platform condition, so it is
// never built for Apple's platforms, where `import Combine` keeps finding Apple's framework.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
