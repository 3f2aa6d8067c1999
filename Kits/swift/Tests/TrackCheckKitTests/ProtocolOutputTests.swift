import Foundation
import Testing

@testable import TrackCheckKit

/// The protocol's descriptor is the kit's alone: a process the tracker starts does not inherit it.
@Suite("The Swift kit's protocol stream", .serialized)
struct ProtocolOutputTests {
  @Test func theProtocolDescriptorIsClosedOnExec() {
    let saved = dup(STDOUT_FILENO)
    defer {
      dup2(saved, STDOUT_FILENO)
      close(saved)
    }
    let output = ProtocolOutput.protectingStandardOutput()
    let descriptor = output.handle.fileDescriptor
    #expect(descriptor > STDERR_FILENO)
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
  }
}
