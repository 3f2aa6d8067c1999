"""Stand-ins for the Android classes a tracker's notification code uses.

What the app's code does with them — the notifications it posts and their
PendingIntents, `setIntent` — is what protocol version 2 reports, so the
harness plays the app as it is wired.
"""


class Intent:
    """An Android Intent: a target component, flags and extras."""

    FLAG_ACTIVITY_CLEAR_TOP = "FLAG_ACTIVITY_CLEAR_TOP"
    FLAG_ACTIVITY_SINGLE_TOP = "FLAG_ACTIVITY_SINGLE_TOP"
    FLAG_ACTIVITY_NEW_TASK = "FLAG_ACTIVITY_NEW_TASK"

    def __init__(self, component=None, action=None, flags=(), extras=None, categories=(), data=None):
        self.component = component
        self.action = action
        self.flags = list(flags)
        self.extras = dict(extras or {})
        self.categories = list(categories)
        self.data = data

    @classmethod
    def from_json(cls, value):
        value = value or {}
        return cls(value.get("component"), value.get("action"), value.get("flags", []), value.get("extras", {}),
                   value.get("categories", []), value.get("data"))

    def json(self):
        value = {"flags": self.flags, "extras": self.extras}
        for key in ("component", "action", "data"):
            if getattr(self, key) is not None:
                value[key] = getattr(self, key)
        if self.categories:
            value["categories"] = self.categories
        return value


class PendingIntent:
    """`PendingIntent.getActivity` / `getBroadcast`: a request code, flags and an intent."""

    FLAG_UPDATE_CURRENT = "FLAG_UPDATE_CURRENT"
    FLAG_CANCEL_CURRENT = "FLAG_CANCEL_CURRENT"
    FLAG_ONE_SHOT = "FLAG_ONE_SHOT"
    FLAG_IMMUTABLE = "FLAG_IMMUTABLE"

    def __init__(self, request_code, intent, flags):
        self.request_code = request_code
        self.intent = intent
        self.flags = list(flags)

    @classmethod
    def get_activity(cls, request_code, intent, flags=()):
        return cls(request_code, intent, flags)

    @classmethod
    def get_broadcast(cls, request_code, intent, flags=()):
        return cls(request_code, intent, flags)

    getActivity = get_activity
    getBroadcast = get_broadcast

    def json(self):
        return {"requestCode": self.request_code, "flags": self.flags, "intent": self.intent.json()}


class NotificationManager:
    """Records `notify` and `cancel`, for protocol version 2's `app.posted` and `app.cancelled`."""

    def __init__(self):
        self.posted = []
        self.cancelled = []

    def notify(self, notification_id, content_intent=None, delete_intent=None, tag=None, auto_cancel=True):
        posted = {"id": notification_id, "autoCancel": auto_cancel}
        if tag is not None:
            posted["tag"] = tag
        if content_intent is not None:
            posted["contentIntent"] = content_intent.json()
        if delete_intent is not None:
            posted["deleteIntent"] = delete_intent.json()
        self.posted.append(posted)

    def cancel(self, notification_id, tag=None):
        self.cancelled.append({"id": notification_id} if tag is None else {"id": notification_id, "tag": tag})

    def take(self):
        report = {}
        if self.posted:
            report["posted"] = self.posted
        if self.cancelled:
            report["cancelled"] = self.cancelled
        self.posted, self.cancelled = [], []
        return report
