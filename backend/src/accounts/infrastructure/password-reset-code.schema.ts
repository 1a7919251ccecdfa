import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { idOf } from '../../shared/database/foreign-key';
import { UserSchema } from './user.schema';
import { PasswordResetCode } from '../domain/password-reset-code';

export const PasswordResetCodeSchema = new EntitySchema<
  PasswordResetCode,
  never,
  EntityCtor<PasswordResetCode>
>({
  class: PasswordResetCode,
  tableName: 'password_reset_codes',
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    // A foreign key to users (same context), kept as the plain id on the domain side (mapToPk).
    userId: {
      kind: 'm:1',
      entity: idOf(UserSchema),
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
    },
    codeHash: { type: 'string', length: 64 },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    attempts: { type: 'integer', default: 0 },
    consumedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
