#!/bin/sh
# Builds the kit (trackcheck-kit/src) and your tracker into build/, with javac only.
set -e
here=$(cd "$(dirname "$0")" && pwd)
# javac reads the sources from a file (@FILE), each path quoted: a folder with spaces stays one path.
java_sources() { find "$@" -name '*.java' | sed 's/["\\]/\\&/g; s/.*/"&"/'; }
rm -rf "$here/build"
mkdir -p "$here/build"
{ java_sources "$here/trackcheck-kit/src"; java_sources "$here" -maxdepth 1; } > "$here/build/sources.txt"
javac -d "$here/build" @"$here/build/sources.txt"
