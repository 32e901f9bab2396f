import { createHash, createHmac } from "node:crypto";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";

/** Seconds an OpenDelivery access token lives (decision 2004); a PDV caches it and asks again before. */
export const OPENDELIVERY_TOKEN_SECONDS = 3600;

const ISSUER = "forno-api/opendelivery";
const AUDIENCE = "opendelivery";
export const OPENDELIVERY_SCOPE = "od.all";

/** Which client secret signed the token in: a rotation changes it, ending the tokens issued before. */
function secretFingerprint(secret: string): string {
  return createHash("sha256").update(secret).digest("hex").slice(0, 32);
}

export interface OpenDeliveryTokens {
  sign(clientId: string, secret: string): Promise<string>;
  /** true for a token this API issued to `clientId` with `secret` and not expired; false for anything else. */
  verify(token: string, clientId: string, secret: string): Promise<boolean>;
}

/**
 * Bearer tokens for PDVs: JWTs like the staff and customer ones, but under a key of their own derived
 * from the API's secret, another issuer and an audience, so an OpenDelivery token is never a Forno
 * session and a Forno session never opens /opendelivery.
 */
export function createOpenDeliveryTokens(hashKey: string): OpenDeliveryTokens {
  const key = createHmac("sha256", hashKey).update("forno:opendelivery-token").digest();
  return {
    async sign(clientId, secret) {
      return new SignJWT({ scope: OPENDELIVERY_SCOPE, sv: secretFingerprint(secret) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(clientId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${OPENDELIVERY_TOKEN_SECONDS}s`)
        .sign(key);
    },
    async verify(token, clientId, secret) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE, subject: clientId });
        return payload.sv === secretFingerprint(secret) && payload.scope === OPENDELIVERY_SCOPE;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return false;
        throw error;
      }
    },
  };
}
