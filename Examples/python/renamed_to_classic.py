"""A tracker moved to Campaign Classic by renaming its calls only, as a team's first attempt does.

The tracker is unchanged: it still builds Campaign Standard's context data
(deliveryId, broadlogId, action) and sends an impression, a click and an open.
Only the calls are renamed: an impression ("7") becomes
CampaignClassic.trackNotificationReceive, anything else
CampaignClassic.trackNotificationClick. `trackcheck migrate` shows what that
leaves broken (docs/PROFILES.md, The migration report):

    swift run trackcheck migrate -- python3 Examples/python/adapter.py --renamed-to-classic
    swift run trackcheck migrate -- python3 Examples/python/adapter.py --wrong --renamed-to-classic
"""


class RenamedToClassic:
    """Stands where MobileCore stood: each call renamed to the Campaign Classic extension's."""

    def __init__(self, classic):
        self.classic = classic

    def collect_message_info(self, context):
        if context.get("action") == "7":
            self.classic.track_notification_receive(context)
        else:
            self.classic.track_notification_click(context)

    def track_action(self, name, context):
        self.collect_message_info(context)
