#!/usr/bin/env bash
# Every test: unit and API tests (Vitest, in-memory PGlite), then the browser journeys
# (Playwright driving Debian's Chromium). A missing browser is installed or explained, never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

npx vitest run
bash scripts/ensure-chromium.sh
npx playwright test
