#!/bin/sh
# The Java kit, with javac and jar alone (Java 17; Android's org.json from Debian's libandroid-json-java). src/main/java is compiled
# into OUT/classes and packed as two jars, both needed on the class path:
#   OUT/trackcheck-kit.jar            dev.trackcheck.kit: the protocol, App, KitCase, Aapt
#   OUT/trackcheck-android-stubs.jar  the Android (with its org.json), AndroidX, Firebase, Play services and
#                                     Adobe SDK stand-ins your tracker compiles against
#
#   sh Kits/java/build.sh [test] [OUT]      OUT: by default $PWD/build/trackcheck-kit
#
# `test` also compiles src/test/java into OUT/test-classes and runs it with JUnit 5's console
# launcher: $JUNIT_CONSOLE, by default Debian's junit5 package
# (/usr/share/java/junit-platform-console-standalone.jar). `mvn package` (pom.xml) builds the
# same jars where a Maven repository is at hand.
set -e
kit=$(cd "$(dirname "$0")" && pwd)
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
run_tests=no
if [ "$1" = "test" ]; then run_tests=yes; shift; fi
out=${1:-$PWD/build/trackcheck-kit}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/classes" "$out/test-classes" "$out/trackcheck-kit.jar" "$out/trackcheck-android-stubs.jar"
mkdir -p "$out/classes"
java_sources "$kit/src/main/java" > "$out/sources.txt"
# org.json is Android's own (Debian's libandroid-json-java, from Android 10's libcore); like
# android.jar, the stand-ins jar carries it.
json=${ANDROID_JSON_JAR:-/usr/share/java/com.android.json.jar}
if [ ! -f "$json" ]; then
  echo "build.sh: Android's org.json is not at $json (install Debian's libandroid-json-java, or set ANDROID_JSON_JAR)" >&2
  exit 2
fi
javac -Xlint:all -Werror -cp "$json" -d "$out/classes" @"$out/sources.txt"
(cd "$out/classes" && jar --extract --file "$json" org/json)
jar --create --file "$out/trackcheck-kit.jar" -C "$out/classes" dev
set --
for top in "$out/classes"/*; do
  [ "$(basename "$top")" = dev ] || set -- "$@" -C "$out/classes" "$(basename "$top")"
done
jar --create --file "$out/trackcheck-android-stubs.jar" "$@"
echo "built $out/trackcheck-kit.jar and $out/trackcheck-android-stubs.jar"
if [ "$run_tests" = yes ]; then
  junit=${JUNIT_CONSOLE:-/usr/share/java/junit-platform-console-standalone.jar}
  if [ ! -f "$junit" ]; then
    echo "build.sh: JUnit 5's console launcher is not at $junit (install Debian's junit5, or set JUNIT_CONSOLE)" >&2
    exit 2
  fi
  mkdir -p "$out/test-classes"
  java_sources "$kit/src/test/java" > "$out/test-sources.txt"
  javac -d "$out/test-classes" -cp "$out/classes:$junit" @"$out/test-sources.txt"
  java -Ddev.trackcheck.kit.classpath="$out/classes:$out/test-classes" -Ddev.trackcheck.kit.schema="$kit/../../docs/protocol.schema.json" -Ddev.trackcheck.kit.reference="$kit/../reference/android" -jar "$junit" --disable-banner --fail-if-no-tests --details=summary \
    --class-path "$out/classes:$out/test-classes" --scan-class-path "$out/test-classes"
fi
