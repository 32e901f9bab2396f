import { type Options, hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing does not reveal which documents exist. */
  verifyDummy(password: string): Promise<void>;
}

export interface HasherCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 iterations). Tests may pass a cheaper cost. */
const DEFAULT_HASHER_COST: HasherCost = { memoryCost: 19_456, timeCost: 2 };

export function createPasswordHasher(cost: HasherCost = DEFAULT_HASHER_COST): PasswordHasher {
  const options: Options = { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash("forno-dummy-password", options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
