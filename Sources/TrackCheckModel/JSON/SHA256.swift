/// SHA-256 (FIPS 180-4), for the suite digest, the tracker's fingerprint and the harness's own digest.
///
/// The compression works on raw pointers with wrapping arithmetic and masking shifts: a debug build
/// (the tests', `swift run`'s) hashes its own 20 MB executable in a fraction of a second instead of
/// several seconds, where each array subscript and smart shift would cost a call.
public struct SHA256 {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  private var buffer: [UInt8] = []
  private var length: UInt64 = 0

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// A fresh hash.
  public init() {}

  /// Adds bytes.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
    if handled == nil { Array(bytes).withUnsafeBytes { update($0) } }
  }

  /// Adds the bytes `input` points to.
  public mutating func update(_ input: UnsafeRawBufferPointer) {
    length &+= UInt64(input.count)
    var offset = 0
    if !buffer.isEmpty {
      let take = min(64 - buffer.count, input.count)
      buffer += input[0..<take]
      offset = take
      guard buffer.count == 64 else { return }
      buffer.withUnsafeBytes { compress(blocks: $0) }
      buffer.removeAll(keepingCapacity: true)
    }
    let whole = (input.count - offset) / 64 * 64
    if whole > 0 { compress(blocks: UnsafeRawBufferPointer(rebasing: input[offset..<(offset + whole)])) }
    buffer += input[(offset + whole)...]
  }

  /// The digest as 64 lower-case hex digits.
  public mutating func hexDigest() -> String {
    let bitLength = length &* 8
    buffer.append(0x80)
    if buffer.count > 56 {
      buffer += [UInt8](repeating: 0, count: 64 - buffer.count)
      buffer.withUnsafeBytes { compress(blocks: $0) }
      buffer.removeAll(keepingCapacity: true)
    }
    buffer += [UInt8](repeating: 0, count: 56 - buffer.count)
    for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
    buffer.withUnsafeBytes { compress(blocks: $0) }
    buffer.removeAll()
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    return words.map { word in
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }

  /// The hex digest of `bytes`.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.hexDigest()
  }

  /// Compresses whole 64-byte blocks.
  private mutating func compress(blocks: UnsafeRawBufferPointer) {
    let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
    defer { w.deallocate() }
    Self.k.withUnsafeBufferPointer { kBuffer in
      guard let k = kBuffer.baseAddress else { return }
      var (h0, h1, h2, h3, h4, h5, h6, h7) = state
      var base = 0
      while base < blocks.count {
        var i = 0
        while i < 16 {
          w[i] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: base &+ i &* 4, as: UInt32.self))
          i &+= 1
        }
        while i < 64 {
          let x = w[i &- 15]
          let y = w[i &- 2]
          let s0 = ((x &>> 7) | (x &<< 25)) ^ ((x &>> 18) | (x &<< 14)) ^ (x &>> 3)
          let s1 = ((y &>> 17) | (y &<< 15)) ^ ((y &>> 19) | (y &<< 13)) ^ (y &>> 10)
          w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
          i &+= 1
        }
        var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
        i = 0
        while i < 64 {
          let s1 = ((e &>> 6) | (e &<< 26)) ^ ((e &>> 11) | (e &<< 21)) ^ ((e &>> 25) | (e &<< 7))
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
          let s0 = ((a &>> 2) | (a &<< 30)) ^ ((a &>> 13) | (a &<< 19)) ^ ((a &>> 22) | (a &<< 10))
          let majority = (a & b) ^ (a & c) ^ (b & c)
          h = g
          g = f
          f = e
          e = d &+ t1
          d = c
          c = b
          b = a
          a = t1 &+ s0 &+ majority
          i &+= 1
        }
        h0 &+= a
        h1 &+= b
        h2 &+= c
        h3 &+= d
        h4 &+= e
        h5 &+= f
        h6 &+= g
        h7 &+= h
        base += 64
      }
      state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
  }
}
