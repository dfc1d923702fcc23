/**
 * Runs per property of the server's hostile-input property tests: `LATCH_FUZZ_RUNS` when set (the
 * benchmark, bench/fuzz-properties.mjs, sets 10,000), else 150 so `npm test` stays quick. Core
 * reads the same variable (packages/core/src/test/fuzzRuns.ts).
 */
export const FUZZ_RUNS: number = Number(process.env.LATCH_FUZZ_RUNS) || 150
