# trackcheck with the kits' runtimes, for CI jobs that take an image:
#
#   docker build -t trackcheck .
#   docker run --rm --user "$(id -u):$(id -g)" -v "$PWD:/work" trackcheck trackcheck run -- python3 adapter.py
#
# The first stage builds trackcheck as in a release (static Swift runtime, stripped); the image
# holds that binary and what the kits need to run an adapter: libxml2 (trackcheck's one shared
# library beyond glibc), Python 3, Node.js 18 and Java 17 (JDK, to build a Java or Kotlin adapter).
# A Swift adapter needs a Swift toolchain: use the swift image of the same version for it.
ARG SWIFT_VERSION=6.3.1
ARG UBUNTU_VERSION=24.04

FROM swift:${SWIFT_VERSION}-noble AS build
WORKDIR /src
# The whole package (.dockerignore leaves out build folders): SwiftPM checks every target's folder.
COPY . .
RUN swift build -c release --static-swift-stdlib --traits Collector --product trackcheck \
    && install -D -m 0755 .build/release/trackcheck /out/trackcheck \
    && strip /out/trackcheck \
    && /out/trackcheck --version

FROM ubuntu:${UBUNTU_VERSION}
# Unpinned on purpose: a rebuild takes Ubuntu's security updates, and the base image tag pins the release.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       ca-certificates git libxml2 python3 nodejs openjdk-17-jdk-headless \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/trackcheck /usr/local/bin/trackcheck
COPY LICENSE NOTICE /usr/share/doc/trackcheck/
# Reports land in the mounted project, not in the image.
WORKDIR /work
RUN trackcheck --version
CMD ["trackcheck", "--help"]
