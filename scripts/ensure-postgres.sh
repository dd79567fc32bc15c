#!/usr/bin/env bash
# The API, production and cluster tests also run against a real PostgreSQL: TEST_POSTGRES_URL, by default
# postgres://postgres@127.0.0.1:5432/postgres (user postgres, no password: trust authentication for 127.0.0.1).
# Start the local cluster if it is installed but not running. PostgreSQL itself is not installed here: a fresh
# Debian needs `apt-get install postgresql` and that pg_hba.conf line first (README, "The two commands").
set -euo pipefail

url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if pg_isready -q -d "$url" 2>/dev/null; then
  exit 0
fi
if [ -z "${TEST_POSTGRES_URL:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi
for _ in $(seq 1 30); do
  pg_isready -q -d "$url" 2>/dev/null && exit 0
  sleep 1
done
echo "PostgreSQL is not reachable at $url; install and start it, or set TEST_POSTGRES_URL to one that is." >&2
exit 1
