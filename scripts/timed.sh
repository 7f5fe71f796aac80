#!/usr/bin/env bash
# Runs a step of `npm test` and says how long it took: `scripts/timed.sh <name> <command…>`.
# The lines "npm test step <name>: <s> s" are where docs/benchmarks.md's figures come from.
set -uo pipefail
name="$1"
shift
started=$(date +%s)
"$@"
status=$?
echo "npm test step ${name}: $(($(date +%s) - started)) s (exit ${status}; load average $(cut -d' ' -f1-3 /proc/loadavg))"
exit "$status"
