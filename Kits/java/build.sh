#!/bin/sh
# The Java kit, with javac and jar alone (Java 17; Android's org.json from Debian's libandroid-json-java). src/main/java is compiled
# into OUT/classes and packed as two jars, both needed on the class path:
#   OUT/trackcheck-kit.jar            dev.trackcheck.kit: the protocol, App, KitCase, Aapt
#   OUT/trackcheck-android-stubs.jar  the Android (with its org.json), AndroidX, Firebase, Play services and
#                                     Adobe SDK stand-ins your tracker compiles against
#
#   sh Kits/java/build.sh [test] [--members DIR] [OUT]      OUT: by default $PWD/build/trackcheck-kit
#
# --members DIR adds members to stand-ins without copying them: DIR/android/app/Activity.members
# holds member declarations (Java, as they would appear in the class's body), which are compiled
# into the kit's android.app.Activity as if written at the end of its body (they see its imports and
# fields; a type they name must be one the kit has). Add only members the real class publishes
# (Kits/reference: the kit's SignatureTest says whether one is).
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
members=""
if [ "$1" = "--members" ]; then
  [ -d "$2" ] || { echo "build.sh: --members needs a folder, not '$2'" >&2; exit 2; }
  members=$(cd "$2" && pwd)
  shift 2
fi
out=${1:-$PWD/build/trackcheck-kit}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/classes" "$out/test-classes" "$out/trackcheck-kit.jar" "$out/trackcheck-android-stubs.jar" "$out/src"
mkdir -p "$out/classes"
sources="$kit/src/main/java"
if [ -n "$members" ]; then
  # The kit's sources copied, each class with a .members file getting those members before its closing brace.
  cp -R "$kit/src/main/java" "$out/src"
  sources="$out/src"
  find "$members" -name '*.members' | while IFS= read -r file; do
    relative=${file#"$members"/}
    target="$out/src/${relative%.members}.java"
    [ -f "$target" ] || { echo "build.sh: $relative adds members to ${relative%.members}, which the kit does not have" >&2; exit 2; }
    awk -v extra="$file" '{ lines[NR] = $0 } /^}/ { last = NR } END {
      for (i = 1; i <= NR; i++) {
        if (i == last) { while ((getline line < extra) > 0) print line }
        print lines[i]
      } }' "$target" > "$target.tmp" && mv "$target.tmp" "$target"
    echo "build.sh: members of $relative added to ${relative%.members}" >&2
  done
fi
java_sources "$sources" > "$out/sources.txt"
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
  java -Ddev.trackcheck.kit.classpath="$out/classes:$out/test-classes" -Ddev.trackcheck.kit.schema="$kit/../../docs/protocol.schema.json" -Ddev.trackcheck.kit.reference="$kit/../reference/android" -Ddev.trackcheck.kit.members="$members" -jar "$junit" --disable-banner --fail-if-no-tests --details=summary \
    --class-path "$out/classes:$out/test-classes" --scan-class-path "$out/test-classes"
fi
