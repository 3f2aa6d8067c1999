#!/bin/sh
# Builds the Java kit and this Kotlin example into Examples/kotlin/build with kotlinc (Debian's
# kotlin package) and writes build/classpath: the kit, the Kotlin standard library and the example.
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit="$here/../../Kits/java"
stdlib=${KOTLIN_STDLIB:-/usr/share/java/kotlin-stdlib.jar}
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build/kit" "$here/build/classes"
java_sources "$kit/src/main/java" > "$here/build/kit-sources.txt"
javac -d "$here/build/kit" @"$here/build/kit-sources.txt"
kotlinc -nowarn -cp "$here/build/kit" -d "$here/build/classes" "$here"/*.kt 2>&1 | grep -v -e 'Xverify' -e '^$' >&2 || true
test -f "$here/build/classes/AdapterKt.class"
printf '%s\n' "$here/build/kit:$stdlib:$here/build/classes" > "$here/build/classpath"
echo "built $here/build (java -cp \"\$(cat $here/build/classpath)\" AdapterKt)"
