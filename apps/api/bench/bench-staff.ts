/**
 * The benchmarks run the API with NODE_ENV=production, which refuses to start without a staff
 * account of its own and never has the demo one (decision 2902): this account instead.
 */
export const BENCH_STAFF = { document: "52998224725", password: "Bancada#2025" };

export const BENCH_STAFF_ENV = { STAFF_DOCUMENT: BENCH_STAFF.document, STAFF_PASSWORD: BENCH_STAFF.password };
