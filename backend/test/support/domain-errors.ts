import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../src/shared/auth/authenticated-user';

/** Who calls a service in the unit tests: a member, another member and an administrator. */
export const actors = () => ({
  farmer: { id: randomUUID(), role: 'user' } as AuthenticatedUser,
  neighbour: { id: randomUUID(), role: 'user' } as AuthenticatedUser,
  admin: { id: randomUUID(), role: 'admin' } as AuthenticatedUser,
});

/** The promise fails with a domain error of this class and code. */
export async function expectError(
  promise: Promise<unknown>,
  type: new (...args: never[]) => Error,
  code: string,
): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(type);
  await expect(promise).rejects.toMatchObject({ code });
}
