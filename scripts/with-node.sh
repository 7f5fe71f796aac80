#!/usr/bin/env bash
# Runs a command with Node.js <version> first on PATH, so that it and whatever it starts with
# `node` (npm, Playwright, the servers the journeys start) run on that Node:
# `scripts/with-node.sh 24.21.0 npm run test -w @backroom/e2e`. MACHINE_NODE names the `node`
# that was first on PATH before, for what is to run on the machine's own Node (docs/decisions/088).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: scripts/with-node.sh <node version> <command…>}"
shift
node_bin="$(bash scripts/install-node.sh "$version")"
MACHINE_NODE="${MACHINE_NODE:-$(command -v node)}"
export MACHINE_NODE
echo "Running on Node.js $("$node_bin" --version); the machine's Node.js is $("$MACHINE_NODE" --version) ($MACHINE_NODE)"
PATH="$(dirname "$node_bin"):$PATH" exec "$@"
