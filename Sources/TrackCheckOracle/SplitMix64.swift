/// A small, fast, seedable generator (SplitMix64): the same seed gives the
/// same scenarios on every machine and every version of Swift.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// One of `choices`, each with its weight.
  mutating func pick<Value>(_ choices: [(weight: Int, value: Value)]) -> Value {
    let total = choices.reduce(0) { $0 + $1.weight }
    var roll = Int.random(in: 0..<total, using: &self)
    for choice in choices {
      if roll < choice.weight { return choice.value }
      roll -= choice.weight
    }
    return choices[choices.count - 1].value
  }

  /// True with probability `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}
