#!/usr/bin/env bash
# Writes the API document the shop serves (/api/docs/json) to apps/server/dist/openapi.json and
# lints it with Redocly's recommended rules (redocly.yaml): what client generators and API fuzzers
# read must be one they accept. Expects the server built (tsc -b packages/core apps/server).
set -euo pipefail
cd "$(dirname "$0")/.."

document=apps/server/dist/openapi.json
node apps/server/dist/api-document-command.js "$document"
# Offline: no usage report, no update check.
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx --no-install redocly lint "$document" --max-problems 1000
