#!/usr/bin/env bash
# `npm test`: every suite (typecheck, lint, unit + server tests, end-to-end in Chromium), then
# one closing line "N passed, N failed" summing them all.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# RxDB's broadcast channel and workbox-build leave files in the temp folder; keep them here.
export TMPDIR="$PWD/.tmp"
bash scripts/ensure-system-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
exec node_modules/.bin/tsx scripts/run-suites.ts "$@"
