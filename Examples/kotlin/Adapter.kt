import dev.trackcheck.kit.App
import dev.trackcheck.kit.Kit
import kotlin.system.exitProcess

/**
 * The glue between trackcheck and the Kotlin example's Android tracker: the kit plays the
 * platform model's callbacks to the app's real components.
 *
 *   sh Examples/kotlin/build.sh && trackcheck run --platform android -- java -cp "$(cat Examples/kotlin/build/classpath)" AdapterKt
 */
fun main(args: Array<String>) {
    exitProcess(Kit.serve("kotlin-example", "1.0.0") { testCase ->
        PushTracking.useTrackAction = testCase.useTrackAction()
        App(testCase)
            .messagingService(MessagingService::class.java)
            .receiver(NotificationDismissedReceiver::class.java)
            .activity(MainActivity::class.java)
    })
}
