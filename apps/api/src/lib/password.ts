import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm; the cost is its default too (19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isPasswordCorrect(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
