import android.app.Activity
import android.content.Intent
import android.os.Bundle

/** The activity a notification opens: its intent is tracked once, when it is delivered. */
class MainActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // Re-created from its saved state (a rotation, a task restored after its process died): handled before.
        if (savedInstanceState == null) handle(intent)
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        setIntent(intent)
        handle(intent)
    }

    private fun handle(intent: Intent?) {
        // Recents replays the intent that opened the task: not a new tap.
        if (intent == null || intent.flags and Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY != 0) return
        val extras = intent.extras ?: return
        if (!extras.containsKey("_dId") && !extras.containsKey("_mId")) return
        PushTracking.open(extras.keySet().associateWith { extras.get(it) })
    }
}
