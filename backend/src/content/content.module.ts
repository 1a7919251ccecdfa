import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { IndianStatesService } from './application/indian-states.service';
import { IndianStateRepository } from './application/ports/indian-state.repository';
import { ReferenceContentSource } from './application/ports/reference-content.source';
import { FileReferenceContentSource } from './infrastructure/file-reference-content.source';
import { MikroOrmIndianStateRepository } from './infrastructure/mikro-orm-indian-state.repository';
import { IndianStatesController } from './http/indian-states.controller';

@Module({
  controllers: [IndianStatesController],
  providers: [
    IndianStatesService,
    { provide: IndianStateRepository, useClass: MikroOrmIndianStateRepository },
    { provide: ReferenceContentSource, useClass: FileReferenceContentSource },
  ],
  exports: [IndianStatesService],
})
export class ContentModule implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    private readonly states: IndianStatesService,
  ) {}

  /** Reference content is loaded on every start; the load is idempotent. */
  async onApplicationBootstrap(): Promise<void> {
    await RequestContext.create(this.orm.em, () => this.states.loadReferenceContent());
  }
}
