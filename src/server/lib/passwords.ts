import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { projectRoot } from '../paths.ts';

/** argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to check against when there is no account, so an unknown e-mail takes as long
// to refuse as a wrong password and the timing tells an attacker nothing.
const decoyHash = hash('decoy password for unknown accounts', OPTIONS);

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? (await decoyHash), password);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

/** Whether a password is one of the 20,000 most common (lib/common-passwords.txt), whatever its case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(path.join(projectRoot, 'src/server/lib/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}
