#!/usr/bin/env bash
# The server the browser journeys run against: a fresh build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=".tsbuild/e2e-data"
rm -rf "$data_dir"
npm run build >/dev/null
# A Benton staff account, for the journeys that check what staff may see (e2e/fixtures.ts).
DATA_DIR="$data_dir" STAFF_PASSWORD="e2e-staff-password" npx tsx scripts/add-staff.ts \
  --username e2e-benton-staff --location benton >/dev/null
# Behind one trusted proxy hop, as in production: each journey signs in as a client of its own.
PORT="$1" HOST=127.0.0.1 DATA_DIR="$data_dir" ADMIN_PASSWORD="e2e-admin-password" LOG_LEVEL=warn TRUST_PROXY=1 \
  exec node dist/node/server/main.js
