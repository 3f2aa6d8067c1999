import Foundation
import TrackCheckModel

/// The fuzz tests' generator: the model's SplitMix64, so every fuzz run can be replayed.
public typealias SeededRandom = SplitMix64

extension SplitMix64 {
  /// The number of iterations: the given default, or `TRACKCHECK_FUZZ_ITERATIONS`.
  public static func iterations(default value: Int) -> Int {
    ProcessInfo.processInfo.environment["TRACKCHECK_FUZZ_ITERATIONS"].flatMap(Int.init) ?? value
  }

  /// The seed: fixed, or `TRACKCHECK_FUZZ_SEED` to explore further.
  public static var seed: UInt64 {
    ProcessInfo.processInfo.environment["TRACKCHECK_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122
  }
}

/// Byte-level mutations of a valid input.
public enum Mutator {
  public static let interesting: [[UInt8]] = [
    [0x00], [0xFF], [0xC3], [0xE2, 0x80, 0xA8], [0x5C], [0x22], [0x7B], [0x7D], [0x5B], [0x5D], [0x0A], [0x0D],
    Array("\\u".utf8), Array("\\ud800".utf8), Array("1e999".utf8), Array("-0".utf8), Array("null".utf8),
    Array(": &a [*a, *a]".utf8), Array("*a".utf8), Array("\t".utf8), Array("  ".utf8), Array("${".utf8), Array("!!binary ".utf8),
  ]

  public static func mutate(_ input: [UInt8], using random: inout SeededRandom) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
      case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
      case 2 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
      case 3: bytes.insert(contentsOf: interesting.randomElement(using: &random)!, at: position)
      case 4 where !bytes.isEmpty:
        let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
      case 5: bytes = Array(bytes.prefix(position))
      default:
        if let other = bytes.indices.randomElement(using: &random), !bytes.isEmpty { bytes.swapAt(position, other) }
      }
    }
    return bytes
  }
}
