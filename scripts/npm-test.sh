#!/usr/bin/env bash
# `npm test`: every check, unit and API test and journey (docs/decisions/077, 084, 085).
# 1. build: Node.js 24 fetched from the npm registry, beside the server's and the storefront's build
#    (the journeys run the built server and storefront).
# 2. checks, unit and e2e at the same time, each line marked with its step: type checks and lint;
#    the unit and API tests on Node.js 24; the journeys in Chromium's headless shell. Each step
#    waits on something part of the time (PostgreSQL, a page, a server), and the others fill the
#    cores meanwhile.
# Each step prints "npm test step <name>: <s> s", where docs/benchmarks.md's figures come from.
set -uo pipefail
cd "$(dirname "$0")/.."

node24="$(node -p "require('./package.json').config.node24")"
bash scripts/timed.sh build bash scripts/run-side-by-side.sh "bash scripts/install-node.sh $node24 > /dev/null" 'npm run build' || exit 1
exec bash scripts/timed.sh all bash scripts/run-together.sh \
  "e2e=bash scripts/timed.sh e2e npm run test -w @backroom/e2e" \
  "unit=bash scripts/timed.sh unit npm run test:unit" \
  "checks=bash scripts/timed.sh checks bash scripts/run-side-by-side.sh 'npm run typecheck && npm run lint:api' 'npm run lint'"
