#!/usr/bin/env bash
# Fails on a high or critical advisory in the shop's runtime dependencies. Where the registry
# offers no audit service (some mirrors answer 405), says so plainly instead of passing quietly.
set -uo pipefail
cd "$(dirname "$0")/.."

output=$(npm audit --omit=dev --audit-level=high 2>&1)
status=$?
if grep -q "audit endpoint returned an error" <<<"$output"; then
  echo "WARNING: npm audit could not run: this registry does not offer the audit service."
  echo "         No advisory check was made. Run 'npm audit --omit=dev' where registry.npmjs.org is reachable."
  exit 0
fi
echo "$output"
exit "$status"
