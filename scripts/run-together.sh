#!/usr/bin/env bash
# Runs named steps at the same time, each line of their output as it comes, marked with the step's
# name: `scripts/run-together.sh <name>=<command> …`. Waits for every step (one that fails does not
# stop the others, so one run reports everything), then fails if any failed. For steps that each
# leave the cores idle part of the time (docs/decisions/085).
set -uo pipefail

names=()
pids=()
for step in "$@"; do
  name="${step%%=*}"
  command="${step#*=}"
  # The step's own status, not sed's: pipefail in the subshell.
  (set -o pipefail; bash -c "$command" 2>&1 | sed -u "s/^/${name} | /") &
  names+=("$name")
  pids+=("$!")
done

failed=()
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || failed+=("${names[$index]}")
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
