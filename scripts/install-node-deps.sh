#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than package-lock.json.
# `npm install` (which follows the lock) rather than `npm ci`: the registry reachable here lacks Biome's
# binaries for other platforms, so the lock cannot list them and `npm ci` would refuse it as out of sync.
set -euo pipefail
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
