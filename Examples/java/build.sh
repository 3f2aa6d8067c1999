#!/bin/sh
# Builds the Java kit and this example into Examples/java/build (javac only, no dependencies).
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit="$here/../../Kits/java"
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build"
{ java_sources "$kit/src/main/java"; java_sources "$here" -maxdepth 1; } > "$here/build/sources.txt"
javac -d "$here/build" @"$here/build/sources.txt"
