#!/usr/bin/env python3
"""The Python example's tracker, misbehaving in the two ways explore must survive:

    explore_promises.py slow SECONDS     answers every callback SECONDS late
    explore_promises.py flaky MARKER     sends the first impression of its life with the wrong
                                         code, once across processes (MARKER is created then)
    explore_promises.py wrong -          sends every impression with the wrong code
    explore_promises.py hang MARKER      plays the first case of its life (MARKER is created then), then
                                         hangs on every callback of every later case, in every process
"""
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", "..", "Examples", "python"), os.path.join(HERE, "..", "..", "..", "Kits", "python")]

import adapter  # noqa: E402
from trackcheck_kit import serve  # noqa: E402

MODE, ARGUMENT = sys.argv[1], sys.argv[2]


class Core:
    """MobileCore, with the one-off wrong impression code."""

    def __init__(self, core):
        self.core = core

    def collect_message_info(self, context):
        if MODE == "flaky" and context.get("action") == "7" and not os.path.exists(ARGUMENT):
            open(ARGUMENT, "w").close()
            context = dict(context, action="8")
        elif MODE == "wrong" and context.get("action") == "7":
            context = dict(context, action="8")
        self.core.collect_message_info(context)

    def track_action(self, name, context):
        self.core.track_action(name, context)


class PromisesApp(adapter.ExampleApp):
    def __init__(self, case):
        super().__init__(case)
        self.tracker.core = Core(self.tracker.core)
        if MODE == "hang":
            if os.path.exists(ARGUMENT):
                for name in dir(self):
                    if name.startswith(("on_", "did_", "will_")) and callable(getattr(self, name)):
                        setattr(self, name, self.slowed(getattr(self, name), 3600))
            else:
                open(ARGUMENT, "w").close()
        if MODE == "slow":
            for name in dir(self):
                if name.startswith(("on_", "did_", "will_")) and callable(getattr(self, name)):
                    setattr(self, name, self.slowed(getattr(self, name)))

    @staticmethod
    def slowed(handler, seconds=None):
        def slow(*arguments):
            time.sleep(float(ARGUMENT) if seconds is None else seconds)
            return handler(*arguments)
        return slow


if __name__ == "__main__":
    sys.exit(serve(PromisesApp, name="explore-promises", version="1.0.0"))
