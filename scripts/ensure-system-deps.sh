#!/usr/bin/env bash
# Installs what the test run needs from the system when it is missing: a Chromium for the
# end-to-end tests and PostgreSQL for the storage tests. As root on Debian/Ubuntu it installs
# them with apt-get; elsewhere it says exactly what to install and stops.
set -euo pipefail

need=()
if [ -z "${PAYDOWN_CHROMIUM:-}" ] && [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ]; then
  need+=(chromium)
fi
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 && ! command -v pg_ctl >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing missing system packages: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  # The Debian package starts a cluster of its own; the tests start a throwaway one instead.
  if [[ " ${need[*]} " == *" postgresql "* ]] && command -v service >/dev/null 2>&1; then
    service postgresql stop >/dev/null 2>&1 || true
  fi
  exit 0
fi

cat >&2 <<MSG
The tests need these system packages, which are missing: ${need[*]}
  Debian/Ubuntu:  sudo apt-get install -y ${need[*]}
  macOS:          brew install postgresql (and set PAYDOWN_CHROMIUM to a Chrome/Chromium binary,
                  or run 'npx playwright install chromium')
MSG
exit 1
