import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * The adapter hosted inside a test runner, as a tracker's own JUnit suite (under Gradle or
 * Robolectric) hosts it: {@code trackcheck run --listen ADDRESS -- <the test runner>} starts the
 * runner with {@code TRACKCHECK_CONNECT} set, and the kit connects back instead of using stdout,
 * which the runner keeps for itself.
 *
 * <pre>
 *   sh Examples/java/build.sh
 *   javac -d Examples/java/build-test -cp Examples/java/build:$JUNIT Examples/java/test/HostedAdapterTest.java
 *   trackcheck run --platform android --listen 127.0.0.1:0 -- java -jar $JUNIT \
 *     --class-path Examples/java/build:Examples/java/build-test --select-class HostedAdapterTest
 * </pre>
 */
class HostedAdapterTest {
  @Test
  void servesTrackcheckUntilBye() {
    assumeTrue(System.getenv("TRACKCHECK_CONNECT") != null, "run by trackcheck run --listen");
    assertEquals(0, Adapter.serve(false));
  }
}
