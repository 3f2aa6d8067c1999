"""Stand-ins for the Android classes a tracker's notification code uses.

What the app's code does with them — the notifications it posts and their
PendingIntents, `setIntent`, `startActivity`, `finish` — is what protocol
versions 2 and 3 report, so the harness plays the app as it is wired.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

#: Intent flags in the order every kit reports them.
INTENT_FLAGS = (
    "FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TASK", "FLAG_ACTIVITY_CLEAR_TOP", "FLAG_ACTIVITY_SINGLE_TOP",
    "FLAG_ACTIVITY_REORDER_TO_FRONT", "FLAG_ACTIVITY_NO_HISTORY", "FLAG_ACTIVITY_MULTIPLE_TASK",
    "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY",
)
#: PendingIntent flags in the order every kit reports them.
PENDING_INTENT_FLAGS = (
    "FLAG_UPDATE_CURRENT", "FLAG_CANCEL_CURRENT", "FLAG_ONE_SHOT", "FLAG_IMMUTABLE", "FLAG_MUTABLE", "FLAG_NO_CREATE",
)
LAUNCH_MODES = ("standard", "singleTop", "singleTask", "singleInstance")


def _ordered(flags: Iterable[str], known: Sequence[str]) -> List[str]:
    """The flags once each: the known ones in the kits' order, then any others as given."""
    given = list(dict.fromkeys(flags))
    return [flag for flag in known if flag in given] + [flag for flag in given if flag not in known]


class Intent:
    """An Android Intent: a target component, an action, flags, categories, data and extras."""

    FLAG_ACTIVITY_NEW_TASK = "FLAG_ACTIVITY_NEW_TASK"
    FLAG_ACTIVITY_CLEAR_TASK = "FLAG_ACTIVITY_CLEAR_TASK"
    FLAG_ACTIVITY_CLEAR_TOP = "FLAG_ACTIVITY_CLEAR_TOP"
    FLAG_ACTIVITY_SINGLE_TOP = "FLAG_ACTIVITY_SINGLE_TOP"
    FLAG_ACTIVITY_REORDER_TO_FRONT = "FLAG_ACTIVITY_REORDER_TO_FRONT"
    FLAG_ACTIVITY_NO_HISTORY = "FLAG_ACTIVITY_NO_HISTORY"
    FLAG_ACTIVITY_MULTIPLE_TASK = "FLAG_ACTIVITY_MULTIPLE_TASK"
    FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY = "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"
    #: `Intent.ACTION_MAIN` and `Intent.CATEGORY_LAUNCHER`: what the launcher icon starts an app with.
    ACTION_MAIN = "android.intent.action.MAIN"
    CATEGORY_LAUNCHER = "android.intent.category.LAUNCHER"

    def __init__(self, component: Optional[str] = None, action: Optional[str] = None, flags: Iterable[str] = (),
                 extras: Optional[Dict[str, Any]] = None, categories: Iterable[str] = (), data: Optional[str] = None):
        self.component = component
        self.action = action
        self.flags: List[str] = list(flags)
        self.extras: Dict[str, Any] = dict(extras or {})
        self.categories: List[str] = list(categories)
        self.data = data

    @classmethod
    def from_json(cls, value: Optional[Dict[str, Any]]) -> "Intent":
        """The intent the harness describes (a callback's `intent`)."""
        value = value or {}
        return cls(value.get("component"), value.get("action"), value.get("flags", []), value.get("extras", {}),
                   value.get("categories", []), value.get("data"))

    def copy(self) -> "Intent":
        """`new Intent(intent)`: a copy, extras included (deeply)."""
        return copy.deepcopy(self)

    def add_flags(self, *flags: str) -> "Intent":
        """`addFlags`: the flags added to those it has."""
        self.flags.extend(flag for flag in flags if flag not in self.flags)
        return self

    def put_extra(self, key: str, value: Any) -> "Intent":
        """`putExtra(key, value)`."""
        self.extras[key] = value
        return self

    def remove_extra(self, key: str) -> None:
        """`removeExtra(key)`."""
        self.extras.pop(key, None)

    def get_string_extra(self, key: str) -> Optional[str]:
        """`getStringExtra(key)`: the extra when it is a string, else None."""
        value = self.extras.get(key)
        return value if isinstance(value, str) else None

    def has_extra(self, key: str) -> bool:
        """`hasExtra(key)`."""
        return key in self.extras

    addFlags = add_flags
    putExtra = put_extra
    removeExtra = remove_extra
    getStringExtra = get_string_extra
    hasExtra = has_extra

    def json(self) -> Dict[str, Any]:
        """The intent as the protocol reports it (a snapshot: later changes to the intent do not show)."""
        value: Dict[str, Any] = {"flags": _ordered(self.flags, INTENT_FLAGS), "extras": copy.deepcopy(self.extras)}
        for key in ("component", "action", "data"):
            if getattr(self, key) is not None:
                value[key] = getattr(self, key)
        if self.categories:
            value["categories"] = list(self.categories)
        return value

    def __repr__(self) -> str:
        return "Intent(%r)" % self.json()


class PendingIntent:
    """`PendingIntent.getActivity`, `getActivities`, `getBroadcast`, `getService`, `getForegroundService`.

    A request code, flags and the intent (or, for `getActivities`, the intents: the
    last is the one on top). The intents are copied when it is made, as Android does.
    """

    FLAG_UPDATE_CURRENT = "FLAG_UPDATE_CURRENT"
    FLAG_CANCEL_CURRENT = "FLAG_CANCEL_CURRENT"
    FLAG_ONE_SHOT = "FLAG_ONE_SHOT"
    FLAG_IMMUTABLE = "FLAG_IMMUTABLE"
    FLAG_MUTABLE = "FLAG_MUTABLE"
    FLAG_NO_CREATE = "FLAG_NO_CREATE"

    def __init__(self, request_code: int, intent: Optional[Intent], flags: Iterable[str], kind: str = "activity",
                 intents: Optional[Sequence[Intent]] = None):
        self.request_code = request_code
        self.intents = [copy.deepcopy(each) for each in intents] if intents is not None else None
        self.intent = copy.deepcopy(intent) if intent is not None else (self.intents[-1] if self.intents else None)
        self.flags = list(flags)
        self.kind = kind

    @classmethod
    def get_activity(cls, request_code: int, intent: Intent, flags: Iterable[str] = ()) -> "PendingIntent":
        """`PendingIntent.getActivity`: starts an activity."""
        return cls(request_code, intent, flags, "activity")

    @classmethod
    def get_activities(cls, request_code: int, intents: Sequence[Intent], flags: Iterable[str] = ()) -> "PendingIntent":
        """`PendingIntent.getActivities`: a back stack, the last intent on top."""
        return cls(request_code, None, flags, "activities", intents)

    @classmethod
    def get_broadcast(cls, request_code: int, intent: Intent, flags: Iterable[str] = ()) -> "PendingIntent":
        """`PendingIntent.getBroadcast`: sends a broadcast to a receiver."""
        return cls(request_code, intent, flags, "broadcast")

    @classmethod
    def get_service(cls, request_code: int, intent: Intent, flags: Iterable[str] = ()) -> "PendingIntent":
        """`PendingIntent.getService`: starts a service."""
        return cls(request_code, intent, flags, "service")

    @classmethod
    def get_foreground_service(cls, request_code: int, intent: Intent, flags: Iterable[str] = ()) -> "PendingIntent":
        """`PendingIntent.getForegroundService`: starts a foreground service."""
        return cls(request_code, intent, flags, "foregroundService")

    getActivity = get_activity
    getActivities = get_activities
    getBroadcast = get_broadcast
    getService = get_service
    getForegroundService = get_foreground_service

    def json(self, protocol: int = 3) -> Dict[str, Any]:
        """The PendingIntent as protocol 2 (no `kind`) or 3 reports it."""
        value: Dict[str, Any] = {"requestCode": self.request_code, "flags": _ordered(self.flags, PENDING_INTENT_FLAGS)}
        if protocol >= 3:
            value["kind"] = self.kind
            if self.intents is not None:
                value["intents"] = [each.json() for each in self.intents]
                return value
        if self.intent is not None:
            value["intent"] = self.intent.json()
        return value


@dataclass
class NotificationAction:
    """`NotificationCompat.Builder.addAction`: an action button's title and PendingIntent."""

    title: str
    intent: PendingIntent


class NotificationManager:
    """Records `notify`, `cancel` and `cancel_all` for the answer's `app.posted`, `app.cancelled`, `app.cancelledAll`.

    A notification is *for* a push (protocol 3's `posted.for`). The kit works it
    out, in this order: the `for_message` argument (a RemoteMessage or its
    `messageId`); a `google.message_id` extra on the content intent; the push
    whose data the content (or delete) intent's extras carry, among those the
    app received in this case (the one being handled first); the push being
    handled, when posted in `on_message_received`. Posting for no known push
    outside `on_message_received` is an error naming the notification.
    """

    def __init__(self) -> None:
        self._posted: List[Dict[str, Any]] = []
        self._cancelled: List[Dict[str, Any]] = []
        self._cancelled_all = False
        #: The pushes received in this case, oldest first: (messageId, data). The kit's, not the app's.
        self.messages: List[Tuple[Optional[str], Dict[str, Any]]] = []
        #: The messageId of the push being handled (`on_message_received`), else None.
        self.handling: Optional[str] = None
        #: Protocol 3: a notification posted outside `on_message_received` must say which push it is for.
        self.requires_for = False
        #: Whether the app is handling `on_message_received` now.
        self.in_message_received = False

    def notify(self, notification_id: int, content_intent: Optional[PendingIntent] = None,
               delete_intent: Optional[PendingIntent] = None, tag: Optional[str] = None, auto_cancel: bool = True,
               actions: Sequence[Union[NotificationAction, Tuple[str, PendingIntent]]] = (),
               for_message: Union[None, str, Dict[str, Any]] = None) -> None:
        """`NotificationManager.notify(tag, id, notification)`, the notification given by its parts."""
        buttons = [each if isinstance(each, NotificationAction) else NotificationAction(*each) for each in actions]
        if isinstance(for_message, dict):
            for_message = for_message.get("messageId")
        push = for_message or self._push_for(content_intent, delete_intent)
        if push is None and self.requires_for and not self.in_message_received:
            raise ValueError("notification %r is posted outside onMessageReceived for no push the app received: "
                             "say which with notify(..., for_message=message)" % notification_id)
        self._posted.append({
            "id": notification_id, "tag": tag, "autoCancel": auto_cancel, "contentIntent": content_intent,
            "deleteIntent": delete_intent, "actions": buttons, "for": push,
        })

    def cancel(self, tag: Union[None, str, int], notification_id: Union[None, int, str] = None) -> None:
        """`NotificationManager.cancel(id)` and `cancel(tag, id)`, as Android orders them (`cancel(None, id)` is
        `cancel(id)`). The kit's earlier order, `cancel(id, tag)` (an int, then a string), is still read so."""
        if notification_id is None:
            tag, notification_id = None, tag
        elif isinstance(tag, int) and isinstance(notification_id, str):
            tag, notification_id = notification_id, tag
        self._cancelled.append({"id": notification_id} if tag is None else {"id": notification_id, "tag": tag})

    def cancel_all(self) -> None:
        """`cancelAll()`: every notification of the app."""
        self._cancelled_all = True

    cancelAll = cancel_all

    def _push_for(self, *intents: Optional[PendingIntent]) -> Optional[str]:
        extras = [p.intent.extras for p in intents if p is not None and p.intent is not None]
        for each in extras:
            named = each.get("google.message_id")
            if isinstance(named, str):
                return named
        newest = list(reversed(self.messages))
        candidates: List[Tuple[Optional[str], Dict[str, Any]]] = \
            [m for m in newest if m[0] == self.handling] + [m for m in newest if m[0] != self.handling]
        for message_id, data in candidates:
            if data and any(all(each.get(k) == v for k, v in data.items()) for each in extras):
                return message_id
        return self.handling

    def take(self, protocol: int) -> Dict[str, Any]:
        """What was posted and cancelled since the last take, as the protocol reports it."""
        report: Dict[str, Any] = {}
        if self._posted:
            report["posted"] = [self._posted_json(each, protocol) for each in self._posted]
        if self._cancelled:
            report["cancelled"] = self._cancelled
        if self._cancelled_all and protocol >= 3:
            report["cancelledAll"] = True
        self._posted, self._cancelled, self._cancelled_all = [], [], False
        return report

    @staticmethod
    def _posted_json(posted: Dict[str, Any], protocol: int) -> Dict[str, Any]:
        value: Dict[str, Any] = {"id": posted["id"], "autoCancel": posted["autoCancel"]}
        if posted["tag"] is not None:
            value["tag"] = posted["tag"]
        for key in ("contentIntent", "deleteIntent"):
            if posted[key] is not None:
                value[key] = posted[key].json(protocol)
        if protocol >= 3:
            if posted["actions"]:
                value["actions"] = [{"title": a.title, "intent": a.intent.json(protocol)} for a in posted["actions"]]
            if posted["for"] is not None:
                value["for"] = posted["for"]
        return value


@dataclass
class ActivityInfo:
    """An `<activity>` of the manifest.

    `activity_class` is the `Activity` subclass the kit creates for it (by default
    `Activity`, whose handlers call the `App`'s).
    """

    name: str
    launch_mode: str = "standard"
    launcher: bool = False
    config_changes: Sequence[str] = ()
    task_affinity: Optional[str] = None
    no_history: bool = False
    activity_class: Optional[type] = None

    def __post_init__(self) -> None:
        if self.launch_mode not in LAUNCH_MODES:
            raise ValueError("launch_mode %r of %s is not one of %s" % (self.launch_mode, self.name, LAUNCH_MODES))


@dataclass
class Manifest:
    """What `AndroidManifest.xml` declares, as protocol 3's `ready.app` reports it.

    `receivers` and `services` are class names (or classes); None leaves the
    harness's defaults. With no activities, the `App`'s `launch_mode` is the
    launcher activity's.
    """

    target_sdk: Optional[int] = None
    activities: Sequence[ActivityInfo] = ()
    receivers: Optional[Sequence[Union[str, type]]] = None
    services: Optional[Sequence[Union[str, type]]] = None

    #: The `Application` subclass (`<application android:name>`) whose `on_create` runs when a process starts.
    application: Optional[type] = None

    def activity(self, name: Optional[str]) -> Optional[ActivityInfo]:
        """The declared activity called `name`, if any."""
        return next((each for each in self.activities if each.name == name), None)

    def launcher(self) -> Optional[ActivityInfo]:
        """The launcher activity: the one declared `launcher=True`, else the first."""
        return next((each for each in self.activities if each.launcher), self.activities[0] if self.activities else None)

    def json(self) -> Dict[str, Any]:
        """Protocol 3's `ready.app`."""
        value: Dict[str, Any] = {}
        if self.target_sdk is not None:
            value["targetSdk"] = self.target_sdk
        if self.activities:
            launcher = self.launcher()
            value["activities"] = []
            for each in self.activities:
                entry: Dict[str, Any] = {"name": each.name, "launchMode": each.launch_mode, "launcher": each is launcher,
                                         "configChanges": list(each.config_changes), "noHistory": each.no_history}
                if each.task_affinity is not None:
                    entry["taskAffinity"] = each.task_affinity
                value["activities"].append(entry)
        for key, names in (("receivers", self.receivers), ("services", self.services)):
            if names is not None:
                value[key] = [each if isinstance(each, str) else each.__name__ for each in names]
        return value


class Context:
    """`android.content.Context`: what a component reaches the system through."""

    def __init__(self, app: Any, name: str):
        self.app = app
        #: The component's class name, as the harness names it.
        self.name = name

    def start_activity(self, intent: Intent) -> None:
        """`Context.startActivity`: reported in `app.startActivity` (protocol 3)."""
        self.app._record_start_activity(intent)

    startActivity = start_activity


class Activity(Context):
    """An activity instance: one per live activity, made by `Activity.onCreate`.

    `get_intent()` follows Android: the intent that started it, until
    `set_intent` replaces it (and what the harness says it is at `on_resume`).
    The lifecycle methods call the `App`'s handlers of the same name; a subclass
    named in the manifest may override them instead.
    """

    def __init__(self, app: Any, name: str, intent: Intent):
        super().__init__(app, name)
        self._intent = intent
        self.finishing = False

    def get_intent(self) -> Intent:
        """`getIntent()`: the intent that started the activity, or the one `set_intent` gave it."""
        return self._intent

    def set_intent(self, intent: Optional[Intent]) -> None:
        """`Activity.setIntent`: `get_intent()` returns `intent` from now on, in any callback
        (`None` is an empty intent, reported as the Java kit reports `setIntent(null)`)."""
        self._intent = intent if intent is not None else Intent()
        self.app._record_set_intent(intent)

    def finish(self) -> None:
        """`Activity.finish()`: reported in `app.finish` (protocol 3)."""
        self.finishing = True
        self.app._record_finish()

    getIntent = get_intent
    setIntent = set_intent

    def on_create(self, saved_instance_state: Optional[Dict[str, Any]]) -> None:
        self.app.on_create(self.get_intent(), saved_instance_state)

    def on_new_intent(self, intent: Intent) -> None:
        self.app.on_new_intent(intent)

    def on_resume(self) -> None:
        self.app.on_resume(self.get_intent())

    def on_start(self) -> None:
        """`onStart`: the kit runs it only for the activity a running app already shows when a case begins."""

    def on_pause(self) -> None:
        self.app.on_pause()

    def on_stop(self) -> None:
        """`onStop`: the kit runs it only for the activity of an app already in the background when a case begins."""

    def on_configuration_changed(self, new_config: Dict[str, Any]) -> None:
        self.app.on_configuration_changed(new_config)


class Application(Context):
    """`android.app.Application`: `on_create` runs once per process, before any component.

    Name a subclass as `Manifest(application=MyApplication)` (or `App.application_class`); the
    kit creates it and calls `on_create` once per process: when the harness says a process starts
    (`Application.onCreate`), when a case begins with the app already running, and otherwise before
    the first component of the process (a protocol 1 harness never says), as the Java and Swift kits do.
    """

    def __init__(self, app: Any, name: str = "Application"):
        super().__init__(app, name)

    def on_create(self) -> None:
        """`Application.onCreate`."""


class Looper:
    """`android.os.Looper`: the main thread's, on which the kit runs every callback."""

    _main: Optional["Looper"] = None

    def __init__(self) -> None:
        self._queue: List[Tuple[float, int, Callable[[], Any]]] = []
        self._order = 0

    @classmethod
    def get_main_looper(cls) -> "Looper":
        """`Looper.getMainLooper()`."""
        if cls._main is None:
            cls._main = Looper()
        return cls._main

    getMainLooper = get_main_looper

    def _post(self, work: Callable[[], Any], delay_ms: float) -> None:
        self._order += 1
        self._queue.append((max(0.0, float(delay_ms)), self._order, work))

    def _remove(self, work: Callable[[], Any]) -> None:
        self._queue = [each for each in self._queue if each[2] is not work]

    def _clear(self) -> None:
        self._queue = []

    def _run_pending(self, limit: int = 10000) -> None:
        """Runs the posted work, the earliest due first (work it posts runs too), until none is left."""
        ran = 0
        while self._queue:
            self._queue.sort(key=lambda each: (each[0], each[1]))
            _, _, work = self._queue.pop(0)
            ran += 1
            if ran > limit:
                self._queue = []
                raise RuntimeError("more than %d pieces of work posted to the main thread in one callback" % limit)
            work()


class Handler:
    """`android.os.Handler` on the main looper: work posted here runs before the kit answers the callback.

    Delayed work runs too (the harness's clock does not advance, so "later" means "before the
    answer", in order of delay, then of posting).
    """

    def __init__(self, looper: Optional[Looper] = None):
        self.looper = looper or Looper.get_main_looper()

    def post(self, work: Callable[[], Any]) -> bool:
        """`post(runnable)`."""
        self.looper._post(work, 0)
        return True

    def post_delayed(self, work: Callable[[], Any], delay_ms: float) -> bool:
        """`postDelayed(runnable, delayMillis)`."""
        self.looper._post(work, delay_ms)
        return True

    def remove_callbacks(self, work: Callable[[], Any]) -> None:
        """`removeCallbacks(runnable)`."""
        self.looper._remove(work)

    postDelayed = post_delayed
    removeCallbacks = remove_callbacks


class Build:
    """`android.os.Build`: `Build.VERSION.SDK_INT` is the API level the app declares (`App.sdk_int`)."""

    class VERSION:
        """`Build.VERSION`."""

        #: The device's API level for the case (the kit sets it from `App.sdk_int`).
        SDK_INT: int = 34

    class VERSION_CODES:
        """`Build.VERSION_CODES`: the API levels a tracker compares with."""

        M = 23
        N = 24
        O = 26  # noqa: E741
        P = 28
        Q = 29
        R = 30
        S = 31
        S_V2 = 32
        TIRAMISU = 33
        UPSIDE_DOWN_CAKE = 34
        VANILLA_ICE_CREAM = 35
