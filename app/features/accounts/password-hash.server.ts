import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing for better-auth (ADR 0041). Outside tests this is better-auth's own scheme: scrypt
 * with its parameters, stored as `salt:key` in hex, so every hash stored before stays valid and the
 * operator's scripts (which call better-auth's `hashPassword`) make hashes the site accepts.
 *
 * Under NODE_ENV=test a new hash is made at a sixteenth of the cost and marked `test:`: the
 * integration suite makes and checks over a thousand of them, and at full cost they took a quarter
 * of its CPU. A marked hash is refused anywhere else, so a test hash never signs anyone in on a
 * real site.
 */
const STANDARD_COST = { N: 16384, r: 16, p: 1 } as const;
const TEST_COST = { N: 1024, r: 16, p: 1 } as const;
const TEST_MARK = "test:";
const KEY_BYTES = 64;

type ScryptCost = { N: number; r: number; p: number };

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...cost, maxmem: 128 * cost.N * cost.r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function matches(password: string, stored: string, cost: ScryptCost): Promise<boolean> {
  const [salt, key] = stored.split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const derived = await derive(password, salt, cost);
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

/** The `hash` and `verify` better-auth's `emailAndPassword.password` takes; `testing`: NODE_ENV=test. */
export function passwordHashing(testing: boolean) {
  return {
    hash: async (password: string): Promise<string> => {
      const salt = randomBytes(16).toString("hex");
      const key = (await derive(password, salt, testing ? TEST_COST : STANDARD_COST)).toString("hex");
      return `${testing ? TEST_MARK : ""}${salt}:${key}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
      if (!hash.startsWith(TEST_MARK)) return matches(password, hash, STANDARD_COST);
      return testing && matches(password, hash.slice(TEST_MARK.length), TEST_COST);
    },
  };
}
