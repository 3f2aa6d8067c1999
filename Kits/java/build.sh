#!/bin/sh
# The Java kit: compiles it into build/classes and build/trackcheck-kit.jar with javac and
# jar (Java 17, no dependencies). `sh build.sh test` also runs its tests with JUnit 5
# (Debian's junit5 package: /usr/share/java/junit-platform-console-standalone.jar).
set -e
kit=$(cd "$(dirname "$0")" && pwd)
rm -rf "$kit/build"
mkdir -p "$kit/build/classes"
javac -Xlint:all -Werror -d "$kit/build/classes" $(find "$kit/src" -name '*.java')
jar --create --file "$kit/build/trackcheck-kit.jar" -C "$kit/build/classes" .
echo "built $kit/build/trackcheck-kit.jar"
if [ "$1" = "test" ]; then
  junit=${JUNIT_CONSOLE:-/usr/share/java/junit-platform-console-standalone.jar}
  mkdir -p "$kit/build/test-classes"
  javac -d "$kit/build/test-classes" -cp "$kit/build/classes:$junit" $(find "$kit/test" -name '*.java')
  java -Dtrackcheck.kit.classpath="$kit/build/classes:$kit/build/test-classes" -jar "$junit" --disable-banner --fail-if-no-tests --details=summary \
    --class-path "$kit/build/classes:$kit/build/test-classes" --scan-class-path "$kit/build/test-classes"
fi
