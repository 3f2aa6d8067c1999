#!/usr/bin/env python3
"""The Python example's app on trackcheck-kit, with a tracker that prints to
stdout in every handler: the kit keeps the protocol on its own descriptor, so
the run must still pass every case."""
import os
import sys

EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Examples", "python")
sys.path.insert(0, EXAMPLE)

import adapter  # noqa: E402
from trackcheck_kit import serve  # noqa: E402


class NoisyApp(adapter.ExampleApp):
    def __getattribute__(self, name):
        attribute = object.__getattribute__(self, name)
        if callable(attribute) and not name.startswith("_") and name not in ("set_intent",):
            def noisy(*args, **kwargs):
                print("tracker log: %s" % name)  # to stdout, as careless tracker code does
                return attribute(*args, **kwargs)
            return noisy
        return attribute


if __name__ == "__main__":
    sys.exit(serve(NoisyApp, name="noisy-python-example", version="2.0.0"))
