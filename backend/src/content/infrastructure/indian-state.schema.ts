import { EntitySchema } from '@mikro-orm/core';
import { IndianState } from '../domain/indian-state';

export const IndianStateSchema = new EntitySchema<IndianState>({
  class: IndianState,
  tableName: 'indian_states',
  properties: {
    id: { type: 'uuid', primary: true },
    code: { type: 'string', length: 4, unique: true },
    name: { type: 'string', length: 80 },
    slug: { type: 'string', length: 80, unique: true },
    kind: { enum: true, items: ['state', 'union_territory'] },
  },
});
