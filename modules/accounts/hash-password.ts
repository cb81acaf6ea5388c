import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { env } from "../../lib/env.ts";

const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt setting (N=2^17, r=8, p=1) costs ~128 MiB per hash; 2^15 (PASSWORD_HASH_COST's default) keeps
// sign-in under ~50 ms on two cores while staying far beyond brute force for a leaked table.
const r = 8;
const p = 1;
const maxmem = 64 * 1024 * 1024;
const keyLength = 32;

/**
 * scrypt runs on libuv's thread pool, which also reads files (cached media), resolves host names and runs
 * zlib. The pool takes its work first come, first served: a burst of sign-ins queued there made every file read
 * wait behind all of it (18 s for a cached image). So at most half the pool hashes at once; the rest of a burst
 * waits here, and the other half of the pool stays free for everything else.
 */
let hashing = 0;
const waiting: (() => void)[] = [];

async function deriveInTurn(...args: Parameters<typeof derive>): Promise<Buffer> {
  if (hashing < Math.max(1, Math.floor(env().UV_THREADPOOL_SIZE / 2))) hashing++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await derive(...args);
  } finally {
    // The slot goes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/** `scrypt$N$r$p$salt$hash`, base64: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost = env().PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const hash = await deriveInTurn(password.normalize("NFC"), salt, keyLength, { N, r, p, maxmem });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, storedN, storedR, storedP, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await deriveInTurn(password.normalize("NFC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(storedN),
    r: Number(storedR),
    p: Number(storedP),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A real hash of nothing, checked when the account does not exist so both answers take as long. */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("hex"));
  return decoy;
}
