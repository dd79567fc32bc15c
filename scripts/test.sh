#!/usr/bin/env bash
# One command from a fresh clone to every test: lint, typecheck, unit, components, API on PGlite and on
# PostgreSQL, build, the compiled server's start and stop, two app nodes behind Debian's nginx, end-to-end in
# Debian's Chromium. PostgreSQL must be installed beforehand (README, "The two commands").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
bash scripts/ensure-postgres.sh
bash scripts/install-node-deps.sh
npm test
