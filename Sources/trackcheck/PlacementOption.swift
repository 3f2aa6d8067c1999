import ArgumentParser

/// The `--co-locate` flag of `run` and `explore`.
struct PlacementOption: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Once an implementation has answered the handshake, run its main thread on the same CPU as the job that drives it, each job on a CPU of its own (Linux; on by default): a request and its answer then never wait for another CPU to wake. --no-co-locate leaves placement to the kernel, for an implementation whose main thread needs several cores."
    ))
  var coLocate = true
}
