import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { PasswordResetCode } from '../domain/password-reset-code';
import { UserSchema } from './user.schema';

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
    // A foreign key to users, kept as the plain id on the domain side (mapToPk). The typings
    // expect the target to be typed like the property (a string), hence the cast.
    userId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
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
