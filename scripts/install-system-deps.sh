#!/usr/bin/env bash
# Debian packages the tests need: Chromium for the end-to-end tests (Playwright cannot download
# browsers here), poppler-utils and qpdf to check sealed PDFs, nginx as the load balancer in front of the
# two-node test, oathtool to compute authenticator codes in the two-step sign-in tests (an implementation of
# RFC 6238 other than ours). Installs only what is missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/pdfsig ] || missing+=(poppler-utils)
[ -x /usr/bin/qpdf ] || missing+=(qpdf)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/bin/oathtool ] || missing+=(oathtool)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
run_as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run_as_root apt-get update -qq
run_as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
