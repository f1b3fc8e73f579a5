#if os(Linux)
import LoomTestSupport
import Testing

/// The footprint tests' block figure: from the class's instance size and glibc's chunk rule,
/// the same on every run whatever the heap held before.
struct AllocatorBlockTests {
    final class ThreeWords { var a = 1, b = 2, c = 3 }
    final class OneByte { var flag: UInt8 = 0 }

    @Test func instanceSizeIsTheHeaderAndTheStoredFields() {
        #expect(instanceSize(of: ThreeWords()) == 16 + 24)
        #expect(instanceSize(of: OneByte()) == 16 + 1)
    }

    @Test func usableBytesFollowGlibcsChunkSizes() {
        #expect(glibcUsableBytes(forRequest: 1) == 24)
        #expect(glibcUsableBytes(forRequest: 24) == 24)
        #expect(glibcUsableBytes(forRequest: 25) == 40)
        #expect(glibcUsableBytes(forRequest: 40) == 40)
        #expect(glibcUsableBytes(forRequest: 71) == 72)
        #expect(glibcUsableBytes(forRequest: 73) == 88)
        #expect(allocatorBlockUsableSize(of: ThreeWords()) == 40)
    }
}
#endif
