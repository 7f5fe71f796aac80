#!/usr/bin/env bash
# Runs the unit and API suites (every vitest project: core, server on SQLite and PostgreSQL, web,
# bench) on a given Node.js, whatever runs npm: `scripts/test-on-node.sh 24.21.0 [vitest arguments…]`
# (`--project core --project server` for the server's alone). `npm test` runs them once, on Node.js 24
# (docs/decisions/077). Nothing in node_modules is rebuilt for it: on Node.js 22.14+ the server loads
# better-sqlite3 13, whose Node-API binary fits every such Node (docs/decisions/034).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: scripts/test-on-node.sh <node version> [vitest arguments…]}"
shift
node_bin="$(bash scripts/install-node.sh "$version")"

echo "Unit and API tests on Node.js $("$node_bin" --version)"
# That Node first on PATH too, so that what the tests start (the built server, tsc) runs on it.
PATH="$(dirname "$node_bin"):$PATH" exec "$node_bin" node_modules/vitest/vitest.mjs run "$@"
