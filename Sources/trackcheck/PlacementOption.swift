import ArgumentParser

/// The `--co-locate` flag of `run` and `explore`.
struct PlacementOption: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Once an implementation has answered the handshake, run its thread that reads the protocol on the same CPU as the job that drives it, the jobs spread over the CPUs in turn (on by default; Linux only: on macOS, or a build of the POSIX process layer, placement is always left to the kernel): a request and its answer then need not wait for another CPU to wake. --no-co-locate leaves placement to the kernel, for an implementation whose protocol thread needs several cores or starts heavy processes."
    ))
  var coLocate = true
}
