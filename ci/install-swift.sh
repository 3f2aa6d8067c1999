#!/usr/bin/env bash
# Installs a pinned Swift toolchain from swift.org on Ubuntu or Debian, as a user with sudo or as root,
# and verifies it before anything in it runs: the tarball's detached signature must be a valid
# signature by the Swift release signing key whose fingerprint is pinned below.
#
#   ci/install-swift.sh VERSION PREFIX    e.g. ci/install-swift.sh 6.3.1 "$RUNNER_TEMP/swift"
#
# When `swift` on PATH already is VERSION nothing is downloaded. Otherwise the toolchain is unpacked
# into PREFIX (PREFIX/usr/bin/swift). The last line printed is the bin folder to put on PATH.
#
#   ci/install-swift.sh --verify FILE SIGNATURE FINGERPRINT
#
# only checks a signature, with the keys in $GNUPGHOME, as the install does (.ci/run tests it so).
set -euo pipefail

log() { printf 'install-swift: %s\n' "$*" >&2; }

# Is SIGNATURE a good signature of FILE by the key FINGERPRINT (its primary key)? gpg's status
# lines say: VALIDSIG ends with the primary key's fingerprint. A signature made while the key was
# valid stays good after the key expires (EXPKEYSIG); a bad or revoked one never is.
verify() {
  local file=$1 signature=$2 fingerprint=$3 status
  status=$(gpg --batch --status-fd 1 --verify "$signature" "$file" 2>/dev/null || true)
  if grep -qE "^\[GNUPG:\] VALIDSIG .* $fingerprint\$" <<<"$status" \
    && grep -qE '^\[GNUPG:\] (GOODSIG|EXPKEYSIG) ' <<<"$status" \
    && ! grep -qE '^\[GNUPG:\] (BADSIG|REVKEYSIG|ERRSIG) ' <<<"$status"; then
    return 0
  fi
  log "$signature is not a good signature of $file by $fingerprint:"
  printf '%s\n' "$status" >&2
  return 1
}

if [ "${1:-}" = --verify ]; then
  verify "${2:?}" "${3:?}" "${4:?}"
  exit
fi

version=${1:?usage: install-swift.sh VERSION PREFIX}
prefix=${2:?usage: install-swift.sh VERSION PREFIX}

# "Swift 6.x Release Signing Key <swift-infrastructure@forums.swift.org>", as swift.org and the
# official Swift images (github.com/swiftlang/swift-docker) pin it for every 6.x release.
signing_key=52BB7E3DE28A71BE22EC05FFEF80A866B47A981F

if command -v swift >/dev/null 2>&1 && swift --version 2>/dev/null | grep -q "Swift version $version "; then
  log "Swift $version is already on PATH: $(command -v swift)"
  dirname "$(command -v swift)"
  exit 0
fi

if [ -x "$prefix/usr/bin/swift" ] && "$prefix/usr/bin/swift" --version 2>/dev/null | grep -q "Swift version $version "; then
  log "Swift $version is already in $prefix"
  echo "$prefix/usr/bin"
  exit 0
fi

# Root needs no sudo; anyone else (a stock GitHub runner's user) does.
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { log "not root and no sudo: cannot install the toolchain's packages"; exit 1; }
  sudo_cmd=(sudo)
fi

[ -r /etc/os-release ] || { log "no /etc/os-release: only Ubuntu and Debian are supported"; exit 1; }
# shellcheck disable=SC1091 # the running system's file
. /etc/os-release
case "${ID:-}-${VERSION_ID:-}" in
  ubuntu-22.04) platform=ubuntu22.04; gcc=11 ;;
  ubuntu-24.04) platform=ubuntu24.04; gcc=13 ;;
  debian-12) platform=debian12; gcc=12 ;;
  *) log "no Swift toolchain is published for ${PRETTY_NAME:-this system}; use Ubuntu 22.04, 24.04 or Debian 12, or a Swift image"; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64) arch_suffix="" ;;
  aarch64 | arm64) arch_suffix="-aarch64" ;;
  *) log "no Swift toolchain is published for $(uname -m)"; exit 1 ;;
esac

# What the toolchain needs at run time, as the official images install it (swift-docker, <version>/<os>/Dockerfile).
packages=(binutils ca-certificates curl git gnupg libc6-dev libcurl4-openssl-dev libedit2 "libgcc-$gcc-dev"
  libpython3-dev libsqlite3-0 "libstdc++-$gcc-dev" libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

name="swift-$version-RELEASE"
url="https://download.swift.org/swift-$version-release/${platform//./}$arch_suffix/$name/$name-$platform$arch_suffix.tar.gz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log "downloading $url"
curl -fsSL --retry 3 -o "$work/swift.tar.gz" "$url"
curl -fsSL --retry 3 -o "$work/swift.tar.gz.sig" "$url.sig"

export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"
# The keys come from swift.org (or a key server); trust comes only from the pinned fingerprint.
if ! curl -fsSL --retry 3 https://www.swift.org/keys/all-keys.asc | gpg --batch --quiet --import 2>/dev/null; then
  gpg --batch --quiet --keyserver hkps://keyserver.ubuntu.com --recv-keys "$signing_key"
fi
verify "$work/swift.tar.gz" "$work/swift.tar.gz.sig" "$signing_key"
log "signature verified: $signing_key"

mkdir -p "$prefix"
tar -xzf "$work/swift.tar.gz" --directory "$prefix" --strip-components=1
"$prefix/usr/bin/swift" --version >&2
echo "$prefix/usr/bin"
