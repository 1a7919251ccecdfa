import { EntitySchema } from '@mikro-orm/core';
import { LANGUAGES, User } from '../domain/user';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 100 },
    username: { type: 'string', length: 30, nullable: true, unique: true },
    email: { type: 'string', length: 254, unique: true },
    mobile: { type: 'string', length: 10, unique: true },
    passwordHash: { type: 'text', lazy: true },
    language: { enum: true, items: [...LANGUAGES] },
    state: { type: 'string', length: 80 },
    address: { type: 'string', length: 500 },
    role: { enum: true, items: ['user', 'admin'] },
    upiId: { type: 'string', length: 300, nullable: true },
    mobileToAcceptedBuyersOnly: { type: 'boolean', default: false },
    smsAlerts: { type: 'boolean', default: true },
    whatsappAlerts: { type: 'boolean', default: false },
    quietHoursStart: { type: 'string', length: 5, default: '21:00' },
    quietHoursEnd: { type: 'string', length: 5, default: '07:00' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
