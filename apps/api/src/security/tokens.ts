import { SignJWT, errors as joseErrors, jwtVerify } from "jose";

export type Role = "client" | "staff";

/** What a Forno access token carries (architecture.md section 4, GET /auth/profile). */
export interface TokenClaims {
  sub: string;
  username: string;
  name: string;
  role: Role;
  /** The account's session version when signed; a password change raises it (decision 1401). */
  ver: number;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  id: number;
  document: string;
  name: string;
  role: Role;
  sessionVersion: number;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid token, or null for a missing, tampered, expired or foreign one. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = "forno-api";

export function createTokenService(secret: string, expiresInSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(subject) {
      return new SignJWT({ username: subject.document, name: subject.name, role: subject.role, ver: subject.sessionVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(subject.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
        const { sub, username, name, role, iat, exp } = payload;
        // Tokens signed before session versions existed count as version 0.
        const ver = payload.ver ?? 0;
        if (
          typeof sub !== "string" ||
          !/^\d+$/.test(sub) ||
          typeof username !== "string" ||
          typeof name !== "string" ||
          (role !== "client" && role !== "staff") ||
          typeof ver !== "number" ||
          typeof iat !== "number" ||
          typeof exp !== "number"
        ) {
          return null;
        }
        return { sub, username, name, role, ver, iat, exp };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
