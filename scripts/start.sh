#!/usr/bin/env bash
# One command from a fresh clone to a running product at http://localhost:3000 (PORT to change it):
# installs the npm packages, builds the web app, and starts the API + web app on PGlite in ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-node-deps.sh
npm run build
exec npm start
