#!/usr/bin/env bash
# The API tests also run against a real PostgreSQL at 127.0.0.1:5432 (user postgres, trust auth).
# Start the local cluster if it is installed but not running.
set -euo pipefail

if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  exit 0
fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && exit 0
  sleep 1
done
echo "PostgreSQL is not reachable at 127.0.0.1:5432; set TEST_POSTGRES_URL to one that is." >&2
exit 1
