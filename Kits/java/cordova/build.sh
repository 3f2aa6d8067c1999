#!/bin/sh
# Builds the Java kit and this Cordova app (MainActivity, the plugins' Java files in their package
# folders, Adapter) into build/, with javac only. Run it:
#   sh build.sh && trackcheck run --platform android -- java -cp build Adapter res
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit=${TRACKCHECK_JAVA_KIT:-$here/..}
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' ! -path "$here/build/*" | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build"
sh "$kit/build.sh" "$here/build/kit" >/dev/null
cp -R "$here/build/kit/classes/." "$here/build/"
rm -rf "$here/build/kit"
java_sources "$here" > "$here/build/sources.txt"
javac -cp "$here/build" -d "$here/build" @"$here/build/sources.txt"
echo "built $here/build (java -cp build Adapter res)"
