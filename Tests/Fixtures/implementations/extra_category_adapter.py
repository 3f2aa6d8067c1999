#!/usr/bin/env python3
"""The Python example's app, registering the documents' DEFAULT category and
one more of its own at launch (protocol 2): cases whose pushes name DEFAULT
as the documents register it still run; cases that assume DEFAULT with
action buttons are not applicable."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Examples", "python"))

import adapter  # noqa: E402
from trackcheck_kit import serve  # noqa: E402


class ExtraCategoryApp(adapter.ExampleApp):
    categories = [
        {"identifier": "DEFAULT", "customDismissAction": True, "actions": []},
        {"identifier": "PROMOTION", "customDismissAction": False, "actions": []},
    ]


if __name__ == "__main__":
    sys.exit(serve(ExtraCategoryApp, name="extra-category-example", version="1.0.0"))
