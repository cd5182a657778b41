#!/usr/bin/env bash
# Unpacks the source of the installed nauty (Debian's source package, its patches applied)
# into data/nauty-source/, where CMake finds genposetg.c and compiles it into posetlab
# (cmake/genposetg_in_process.cmake; the repository holds none of nauty's code).
# Idempotent and silent once the source of the installed version is there. The deb-src
# entry lives in a private apt list under data/ (the system's sources are left as they
# are, and no root is needed). Where Debian's archive cannot be reached it says so and
# exits 0: posetlab then reads nauty-genposetg through a pipe.
# Usage: bash scripts/fetch_nauty_source.sh [DIR]   (DIR: data/nauty-source by default)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dest=${1:-$root/data/nauty-source}
version=$(dpkg-query -W -f='${Version}' nauty 2>/dev/null || true)
[ -n "$version" ] || { echo "setup: nauty is not installed; genposetg will run through a pipe" >&2; exit 0; }
[ -f "$dest/genposetg.c" ] && [ "$(cat "$dest/.debian-version" 2>/dev/null)" = "$version" ] && exit 0

echo "setup: fetching nauty $version's source from Debian into ${dest#$root/}" >&2
apt_dir=$(mktemp -d)
trap 'rm -rf "$apt_dir"' EXIT
mkdir -p "$apt_dir/lists/partial" "$apt_dir/parts" "$apt_dir/cache/archives/partial" "$apt_dir/src"
. /etc/os-release
suites="${VERSION_CODENAME:-stable} ${VERSION_CODENAME:-stable}-updates"
cat >"$apt_dir/parts/debian-src.sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $suites
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
apt_opts=(-qq -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt_dir/parts"
          -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "APT::Sandbox::User=root")
if ! apt-get "${apt_opts[@]}" update >"$apt_dir/log" 2>&1 ||
   ! (cd "$apt_dir/src" && apt-get "${apt_opts[@]}" source --download-only "nauty=$version" >>"$apt_dir/log" 2>&1); then
  echo "setup: could not fetch nauty $version's source; genposetg will run through a pipe:" >&2
  tail -3 "$apt_dir/log" >&2
  exit 0
fi
(cd "$apt_dir/src" && dpkg-source -q -x ./*.dsc unpacked >>"$apt_dir/log" 2>&1) || {
  echo "setup: could not unpack nauty's source:" >&2; tail -3 "$apt_dir/log" >&2; exit 0; }
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$apt_dir/src/unpacked" "$dest"
echo "$version" >"$dest/.debian-version"
