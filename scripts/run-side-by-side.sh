#!/usr/bin/env bash
# Runs each argument as a shell command, all at the same time, then prints their outputs one after
# the other in the order given; fails if any of them failed. For steps that keep one core busy each
# (tsc, eslint) on a machine with more.
set -uo pipefail

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pids=()
for index in $(seq 0 $(($# - 1))); do
  command="${*:index+1:1}"
  bash -c "$command" > "$logs/$index" 2>&1 &
  pids+=("$!")
done

failed=0
for index in "${!pids[@]}"; do
  command="${*:index+1:1}"
  wait "${pids[$index]}"
  status=$?
  echo "> $command"
  cat "$logs/$index"
  if [[ $status -ne 0 ]]; then
    echo "> failed with exit code $status: $command"
    failed=1
  fi
done
exit "$failed"
