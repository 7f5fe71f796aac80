#!/usr/bin/env bash
# The long run of the API fuzz test (decision 057): FUZZ_RUNS generated inputs per operation and
# caller (200 unless set), from FUZZ_SEED (a new one unless set, printed so that a run can be
# repeated), on SQLite and PostgreSQL. FUZZ_REPORT=path writes each database's bad and slow answers.
set -euo pipefail
cd "$(dirname "$0")/.."
export FUZZ_RUNS="${FUZZ_RUNS:-200}"
export FUZZ_SEED="${FUZZ_SEED:-$(( (RANDOM << 15) | RANDOM ))}"
echo "API fuzz: ${FUZZ_RUNS} runs from seed ${FUZZ_SEED} (FUZZ_SEED=${FUZZ_SEED} repeats it)"
exec npx vitest run --project server apps/server/src/api-fuzz.api.test.ts
