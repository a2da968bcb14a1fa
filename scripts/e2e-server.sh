#!/usr/bin/env bash
# The server the browser journeys run against: a fresh build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=".tsbuild/e2e-data"
rm -rf "$data_dir"
npm run build >/dev/null
PORT="$1" HOST=127.0.0.1 DATA_DIR="$data_dir" ADMIN_PASSWORD="e2e-admin-password" LOG_LEVEL=warn \
  exec node dist/node/server/main.js
