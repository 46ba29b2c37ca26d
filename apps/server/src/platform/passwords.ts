/**
 * Password hashing with argon2id at OWASP's recommended parameters (m=19 MiB, t=2, p=1).
 * Tests may lower the memory cost through PASSWORD_HASH_MEMORY_KIB to keep the suite fast; the
 * parameters are encoded in each hash, so verification works whatever they were.
 */
import { hash, verify } from '@node-rs/argon2';

const memoryCost = Number(process.env.PASSWORD_HASH_MEMORY_KIB ?? 19456);

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so a missing account is not revealed by timing.
    await hash(password, { algorithm: 2, memoryCost, timeCost: 2, parallelism: 1 });
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
