import { ForbiddenError } from '../domain/domain-error';
import type { AuthenticatedUser } from './authenticated-user';

/** Object-level checks shared by every context. Each throws a coded 403 when it says no. */
export const Policy = {
  isSelf(actor: AuthenticatedUser, userId: string): boolean {
    return actor.id === userId;
  },

  isAdmin(actor: AuthenticatedUser): boolean {
    return actor.role === 'admin';
  },

  requireSelf(actor: AuthenticatedUser, userId: string, error: () => ForbiddenError): void {
    if (!Policy.isSelf(actor, userId)) throw error();
  },

  requireAdmin(actor: AuthenticatedUser): void {
    if (!Policy.isAdmin(actor)) throw new ForbiddenError('AUTH.ADMIN_ONLY');
  },
};
