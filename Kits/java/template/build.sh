#!/bin/sh
# Builds the kit (trackcheck-kit/src) and your tracker into build/, with javac only. org.json is
# Android's own, as on a device: Debian's libandroid-json-java (or the jar ANDROID_JSON_JAR names).
set -e
here=$(cd "$(dirname "$0")" && pwd)
json=${ANDROID_JSON_JAR:-/usr/share/java/com.android.json.jar}
if [ ! -f "$json" ]; then
  echo "build.sh: Android's org.json is not at $json (install Debian's libandroid-json-java, or set ANDROID_JSON_JAR to Android's org.json jar)" >&2
  exit 2
fi
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build"
{ java_sources "$here/trackcheck-kit/src"; java_sources "$here" -maxdepth 1; } > "$here/build/sources.txt"
javac -cp "$json" -d "$here/build" @"$here/build/sources.txt"
(cd "$here/build" && jar --extract --file "$json" org/json)
