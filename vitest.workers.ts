import { availableParallelism } from 'node:os';

// How many test files run at once, in every vitest project. Vitest leaves one core to itself by
// default, which on a two-core machine means one file at a time while its own process mostly waits;
// two at once keep both cores busy (measured: npm test beside a busy loop, scripts/test-all.sh, where
// e2e also runs beside them). Every project must have the same number: vitest runs projects with the
// same number of workers side by side, and a project of fewer would run alone, after the rest.
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
