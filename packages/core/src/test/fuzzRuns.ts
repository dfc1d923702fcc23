/**
 * Runs per property of the hostile-input property tests: `LATCH_FUZZ_RUNS` when set (the
 * benchmark, bench/fuzz-properties.mjs, sets 10,000), else 150 so `npm test` stays quick.
 * The server's tests read the same variable (packages/server/src/testing/fuzzRuns.ts).
 */
export const FUZZ_RUNS: number = Number(process.env.LATCH_FUZZ_RUNS) || 150
