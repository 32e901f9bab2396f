/**
 * Per-test timeout for fast-check property tests (hundreds of runs each): the 5 s default fails
 * them on a loaded 2-core CI machine although they pass (decision 1608).
 */
export const PROPERTY_TEST_TIMEOUT = { timeout: 30_000 } as const;
