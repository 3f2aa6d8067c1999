#!/bin/sh
# Builds the kit (trackcheck-kit/src) and your tracker into build/, with javac only.
set -e
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$here/build"
mkdir -p "$here/build"
javac -d "$here/build" $(find "$here/trackcheck-kit/src" -name '*.java') "$here"/*.java
