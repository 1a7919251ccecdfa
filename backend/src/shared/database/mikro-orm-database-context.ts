import { Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { DatabaseContext } from './database-context';

/** A fresh MikroORM request context (what @CreateRequestContext did before MikroORM 7). */
@Injectable()
export class MikroOrmDatabaseContext extends DatabaseContext {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }
}
