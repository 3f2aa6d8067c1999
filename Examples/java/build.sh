#!/bin/sh
# Builds the Java kit and this example into Examples/java/build (javac only, no dependencies).
set -e
here=$(cd "$(dirname "$0")" && pwd)
kit="$here/../../Kits/java"
rm -rf "$here/build"
mkdir -p "$here/build"
javac -d "$here/build" $(find "$kit/src/main/java" -name '*.java') "$here"/*.java
