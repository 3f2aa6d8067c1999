"""trackcheck-kit: test real push-tracking handler code with trackcheck.

    from trackcheck_kit import App, MobileCore, serve

    class MyApp(App):
        def on_message_received(self, message):
            my_tracker.handle(message["data"])      # your code, calling MobileCore

    serve(MyApp, name="my-tracker", version="1.0")
"""
from .android import (Activity, ActivityInfo, Application, Build, Context, Handler, Intent, Looper, Manifest,
                      NotificationAction, NotificationManager, PendingIntent)
from .app import App, Unsupported
from .network import (CampaignClassicHits, CampaignHits, EdgeHits, HttpConnection, HttpMethod, NetworkRecorder,
                      NetworkRequest, ServiceProvider)
from .protocol import serve
from .sdk import ACPCore, CampaignClassic, Messaging, MobileCore, PushTrackingStatus, UNNotificationResponse

__all__ = ["ACPCore", "Activity", "ActivityInfo", "App", "Application", "Build", "CampaignClassic",
           "CampaignClassicHits", "CampaignHits", "Context", "EdgeHits", "Handler", "HttpConnection", "HttpMethod", "Intent",
           "Looper", "Manifest", "Messaging", "MobileCore", "NetworkRecorder", "NetworkRequest", "NotificationAction",
           "NotificationManager", "PendingIntent", "PushTrackingStatus", "ServiceProvider", "UNNotificationResponse", "Unsupported",
           "serve"]
