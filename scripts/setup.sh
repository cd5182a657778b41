#!/usr/bin/env bash
# Installs every Debian package posetlab needs to build, test and benchmark.
# Then unpacks nauty's source from Debian's source package into data/nauty-source/, from
# which CMake compiles genposetg into posetlab (cmake/genposetg_in_process.cmake).
# Idempotent: prints nothing and touches nothing when all is present.
# Usage: bash scripts/setup.sh [--browser | --slurm]; --browser also installs Chromium, with
# which the report's page is laid out by a real browser in the tests (skipped without it);
# --slurm installs Slurm and munge for bench/slurm_one_node.sh (a one-node cluster here).
set -euo pipefail
packages=(
  g++ cmake make ninja-build ccache pkg-config
  libnauty2-dev nauty          # canonical labeling + genbg/genposetg cross-check peers
  dpkg-dev                     # dpkg-source: unpacks nauty's source package (genposetg in process)
  libxxhash-dev                # XXH3 fingerprints for the shared table
  libgmp-dev                   # exact dyadic game values (partizan games) beyond 64 bits
  libsqlite3-dev sqlite3       # the results store
  libgtest-dev libgmock-dev    # tests
  libbenchmark-dev             # micro-benchmarks
  libcli11-dev                 # argument parsing
  libcpp-httplib-dev           # the HTTP server of `posetlab serve` (the catalogue)
  graphviz                     # DOT drawings in reports (optional at run time)
  time                         # /usr/bin/time: peak memory in the side-by-side benchmarks
  libopenmpi-dev openmpi-bin   # MPI: one job over many machines (mpirun -np K posetlab enumerate ...)
  depqbf bc                    # bench/qbf_peer.sh: a QBF solver beside the 003 Thm 11 games
  apache2-utils curl           # bench/catalogue.sh: ab, the load generator beside `posetlab serve`
  pybind11-dev python3-dev     # the Python module (python/)
  python3-pytest python3-pandas python3-networkx python3-matplotlib python3-nbclient python3-ipykernel
)
case "${1:-}" in
  --browser) packages+=(chromium) ;;  # tests/test_report_browser.cpp: the report at 1 280 px
  --slurm) packages+=(slurm-wlm munge) ;;  # bench/slurm_one_node.sh: scripts/slurm_posets.sh under real Slurm
  "") ;;
  *) echo "setup: unknown option $1 (expected --browser, --slurm or nothing)" >&2; exit 2 ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
bash "$(dirname "$0")/fetch_nauty_source.sh"
