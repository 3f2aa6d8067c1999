"""The protocol's names, written once in docs/protocol.schema.json's $defs, are the kit's constants."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.dirname(__file__))

from schema_check import load_schema  # noqa: E402
from trackcheck_kit import Intent, PendingIntent  # noqa: E402
from trackcheck_kit.android import INTENT_FLAGS, LAUNCH_MODES, PENDING_INTENT_FLAGS  # noqa: E402
from trackcheck_kit.app import KNOWN_APIS  # noqa: E402
from trackcheck_kit.network import EVIDENCE  # noqa: E402
from trackcheck_kit.protocol import CALLBACKS  # noqa: E402


def enumeration(name):
    return load_schema()["$defs"][name]["enum"]


class SurfaceTest(unittest.TestCase):
    def test_the_callbacks_the_kit_plays_are_the_protocols(self):
        self.assertEqual(sorted(CALLBACKS), sorted(enumeration("callbackName")))
        self.assertEqual(len(set(CALLBACKS)), len(CALLBACKS))

    def test_flags_and_modes_are_the_protocols_in_its_order(self):
        self.assertEqual(list(INTENT_FLAGS), enumeration("intentFlag"))
        self.assertEqual(list(PENDING_INTENT_FLAGS), enumeration("pendingIntentFlag"))
        self.assertEqual(list(LAUNCH_MODES), enumeration("launchMode"))
        for flag in INTENT_FLAGS:
            self.assertEqual(getattr(Intent, flag), flag)
        for flag in PENDING_INTENT_FLAGS:
            self.assertEqual(getattr(PendingIntent, flag), flag)

    def test_pending_intent_kinds_are_the_protocols(self):
        intent = Intent(component="Main")
        made = [PendingIntent.get_activity(1, intent), PendingIntent.get_activities(2, [intent]), PendingIntent.get_broadcast(3, intent),
                PendingIntent.get_service(4, intent), PendingIntent.get_foreground_service(5, intent)]
        self.assertEqual([p.json(3)["kind"] for p in made], enumeration("pendingIntentKind"))

    def test_apis_and_reports_are_the_protocols(self):
        self.assertEqual(sorted(KNOWN_APIS), sorted(enumeration("api")))
        self.assertEqual(list(EVIDENCE), enumeration("reportKind"))


if __name__ == "__main__":
    unittest.main()
