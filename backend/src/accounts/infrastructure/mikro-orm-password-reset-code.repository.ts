import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PasswordResetCode } from '../domain/password-reset-code';
import { PasswordResetCodeRepository } from '../application/ports/password-reset-code.repository';
import { PasswordResetCodeSchema } from './password-reset-code.schema';

@Injectable()
export class MikroOrmPasswordResetCodeRepository extends PasswordResetCodeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findLatestForUser(userId: string): Promise<PasswordResetCode | null> {
    return this.em.findOne(PasswordResetCodeSchema, { userId }, { orderBy: { createdAt: 'desc' } });
  }

  async add(code: PasswordResetCode): Promise<void> {
    await this.em.persist(code).flush();
  }

  async save(code: PasswordResetCode): Promise<void> {
    await this.em.persist(code).flush();
  }
}
