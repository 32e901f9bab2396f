/** A signed-in token is renewed when the profile's iat is 24 hours old or older (seed 000 section 4). */
export const TOKEN_RENEWAL_AGE_MS = 24 * 60 * 60 * 1000;

/** iat is in seconds since the epoch (JWT). */
export function needsRenewal(iatSeconds: number, now: number = Date.now()): boolean {
  return now - iatSeconds * 1000 >= TOKEN_RENEWAL_AGE_MS;
}
