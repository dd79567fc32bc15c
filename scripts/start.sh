#!/usr/bin/env bash
# One command from a fresh clone to a running product at http://localhost:3000 (PORT to change it):
# installs the npm packages, builds the web app and the server, and starts the compiled server on PGlite in
# ./data. The last step replaces this shell with node (exec), so SIGTERM sent to this script's process, as
# systemd or a container runtime sends it, reaches the server itself, which then stops cleanly.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-node-deps.sh
npm run build
exec node --enable-source-maps apps/server/dist/main.js
