import TrackCheckModel

extension SplitMix64 {
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
