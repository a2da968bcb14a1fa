#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download is not used):
# the journeys its headless shell at /usr/bin/chromium-headless-shell, the lighter build
# Playwright itself runs headless tests in; Lighthouse and the screenshots the full browser at
# /usr/bin/chromium. Installs both when running as root; otherwise says how.
set -euo pipefail

packages=(chromium chromium-headless-shell)
missing=()
for package in "${packages[@]}"; do
  [ -x "/usr/bin/$package" ] || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian's packages for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The browser tests need ${missing[*]} (in /usr/bin)." >&2
echo "Install with: sudo apt-get install -y ${packages[*]}" >&2
exit 1
