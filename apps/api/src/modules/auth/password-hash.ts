import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Memory-hard and built into node: 16 MiB per hash at N=2^14, r=8. */
const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 };
const MAX_N = 1 << 20;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$<N>$<r>$<p>$<saltB64>$<hashB64>`, the format the demo seed writes too. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT;
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, keyLength, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const parsed = { N: Number(n), r: Number(r), p: Number(p) };
  const isSane =
    Number.isInteger(parsed.N) &&
    parsed.N > 1 &&
    parsed.N <= MAX_N &&
    (parsed.N & (parsed.N - 1)) === 0 &&
    Number.isInteger(parsed.r) &&
    parsed.r >= 1 &&
    parsed.r <= 32 &&
    Number.isInteger(parsed.p) &&
    parsed.p >= 1 &&
    parsed.p <= 16;
  if (!isSane) return null;
  return { ...parsed, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** A hash of nothing anyone knows: checked when there is no account, so timing says nothing. */
let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `stored` (constant-time compare). With no stored hash it still
 * spends the same work, so a missing account and a wrong password take as long.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const parsed = parseHash(stored ?? (await dummyHash));
  if (!parsed || parsed.hash.length === 0) return false;
  const { N, r, p, salt, hash } = parsed;
  const candidate = await scryptAsync(password, salt, hash.length, { N, r, p });
  return timingSafeEqual(candidate, hash) && stored !== null;
}
