import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { UserSchema } from './user.schema';
import { UserSession } from '../domain/user-session';

export const UserSessionSchema = new EntitySchema<UserSession, never, EntityCtor<UserSession>>({
  class: UserSession,
  tableName: 'user_sessions',
  indexes: [{ properties: ['userId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: {
      kind: 'm:1',
      entity: idOf(UserSchema),
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
    },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    revokedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
