import { SetMetadata } from '@nestjs/common';

export const ADMIN_ONLY = 'agrosense:adminOnly';

/**
 * Marks a route only administrators may call. AuthGuard refuses everyone else with 403 before any
 * pipe runs, so a non-admin learns nothing from validation (docs/architecture.md, "Authorization").
 * The services keep their own Policy.requireAdmin check as well.
 */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
