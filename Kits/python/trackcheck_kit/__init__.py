"""trackcheck-kit: test real push-tracking handler code with trackcheck.

    from trackcheck_kit import App, MobileCore, serve

    class MyApp(App):
        def on_message_received(self, message):
            my_tracker.handle(message["data"])      # your code, calling MobileCore

    serve(MyApp, name="my-tracker", version="1.0")
"""
from .android import (Activity, ActivityInfo, Context, Intent, Manifest, NotificationAction, NotificationManager,
                      PendingIntent)
from .app import App
from .protocol import serve
from .sdk import ACPCore, MobileCore

__all__ = ["ACPCore", "Activity", "ActivityInfo", "App", "Context", "Intent", "Manifest", "MobileCore",
           "NotificationAction", "NotificationManager", "PendingIntent", "serve"]
