import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified against when the username does not exist, so timing does not reveal valid usernames. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('no-es-una-contraseña-real'));
