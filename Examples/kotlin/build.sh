#!/bin/sh
# Builds the Java kit (Kits/java/build.sh) and this Kotlin example into Examples/kotlin/build with
# kotlinc (Debian's kotlin package) and writes build/classpath: the kit, the Kotlin standard
# library and the example.
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit="$here/../../Kits/java"
stdlib=${KOTLIN_STDLIB:-/usr/share/java/kotlin-stdlib.jar}
rm -rf "$here/build"
mkdir -p "$here/build/kit" "$here/build/classes"
sh "$kit/build.sh" "$here/build/kit-jars" >/dev/null
cp -R "$here/build/kit-jars/classes/." "$here/build/kit/"
rm -rf "$here/build/kit-jars"
kotlinc -nowarn -cp "$here/build/kit" -d "$here/build/classes" "$here"/*.kt 2>&1 | grep -v -e 'Xverify' -e '^$' >&2 || true
test -f "$here/build/classes/AdapterKt.class"
printf '%s\n' "$here/build/kit:$stdlib:$here/build/classes" > "$here/build/classpath"
echo "built $here/build (java -cp \"\$(cat $here/build/classpath)\" AdapterKt)"
