import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'agrosense:isPublic';

/** Marks a route that needs no login. Every other route requires a valid session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
