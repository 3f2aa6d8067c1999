#!/bin/sh
# Builds the Java kit (Kits/java/build.sh: javac, and Android's org.json from Debian's
# libandroid-json-java) and this example into Examples/java/build.
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit="$here/../../Kits/java"
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build"
sh "$kit/build.sh" "$here/build/kit" >/dev/null
cp -R "$here/build/kit/classes/." "$here/build/"
rm -rf "$here/build/kit"
java_sources "$here" -maxdepth 1 > "$here/build/sources.txt"
javac -cp "$here/build" -d "$here/build" @"$here/build/sources.txt"
