import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from './unit-of-work';

/**
 * One transaction around the work. MikroORM's transaction context makes every repository that
 * uses the request's EntityManager inside it run on the transaction's connection.
 */
@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
