import type { EntityName } from '@mikro-orm/core';

/**
 * The target of a many-to-one kept as a plain id on the domain side (`mapToPk`), for a foreign
 * key inside one context (across contexts there are none: docs/architecture.md). MikroORM's
 * EntitySchema typings expect such a target to be typed like the property (a string id); this
 * says so once, instead of a cast at every relation.
 */
export function idOf<T>(schema: EntityName<T>): () => EntityName<string> {
  return () => schema as unknown as EntityName<string>;
}
