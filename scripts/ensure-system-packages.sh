#!/usr/bin/env bash
# Makes sure the system programs the test run needs are present: Debian's Chromium (for Playwright,
# which never downloads a browser here) and PostgreSQL server binaries with the contrib extensions
# (for the server suite on a real PostgreSQL). As root it installs what is missing with apt-get; as
# anyone else it says what to install and fails. Silent when everything is already there.
#
# Environment:
#   STASH_CHROMIUM_PATH  the Chromium binary to check for (default /usr/bin/chromium)
set -euo pipefail

chromium_path="${STASH_CHROMIUM_PATH:-/usr/bin/chromium}"

have_chromium() {
  [[ -x "$chromium_path" ]]
}

# Debian keeps server binaries under /usr/lib/postgresql/<major>/bin and the contrib extensions
# (pg_trgm, cube, earthdistance) under /usr/share/postgresql/<major>/extension.
have_postgresql() {
  local initdb control
  for initdb in /usr/lib/postgresql/*/bin/initdb; do
    [[ -x "$initdb" ]] || continue
    local major
    major="$(basename "$(dirname "$(dirname "$initdb")")")"
    for control in pg_trgm cube earthdistance; do
      [[ -f "/usr/share/postgresql/$major/extension/$control.control" ]] || continue 2
    done
    [[ -x "/usr/lib/postgresql/$major/bin/pg_ctl" ]] || continue
    return 0
  done
  return 1
}

missing=()
have_chromium || missing+=(chromium)
have_postgresql || missing+=(postgresql postgresql-contrib)

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "ensure-system-packages: missing system packages: ${missing[*]}" >&2
  echo "ensure-system-packages: install them as root, e.g.:" >&2
  echo "    sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-packages: missing ${missing[*]} and apt-get is not available; install them by hand" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Wait for a concurrent apt/dpkg (unattended upgrades on a fresh machine) instead of failing.
apt_options=(-o DPkg::Lock::Timeout=600 -o Dpkg::Use-Pty=0)

echo "ensure-system-packages: installing ${missing[*]} (apt-get update, then apt-get install)"
apt-get "${apt_options[@]}" update -q
apt-get "${apt_options[@]}" install -y -q "${missing[@]}"

# Confirm the install delivered what the checks look for, so a wrong package name fails here
# rather than later inside Playwright or the PostgreSQL helper.
status=0
if ! have_chromium; then
  echo "ensure-system-packages: $chromium_path is still missing after installing chromium" >&2
  status=1
fi
if ! have_postgresql; then
  echo "ensure-system-packages: PostgreSQL server binaries or contrib extensions still missing" >&2
  status=1
fi
if [[ $status -eq 0 ]]; then
  echo "ensure-system-packages: done"
fi
exit "$status"
