import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { emailTaken, mobileTaken, usernameTaken } from '../domain/account-errors';
import type { User } from '../domain/user';
import { UserRepository } from '../application/ports/user.repository';
import { UserSchema } from './user.schema';

/** Two requests can pass the service's checks at once; the unique indexes decide, and we say which. */
function conflictFrom(e: unknown): Error {
  if (!(e instanceof UniqueConstraintViolationException)) return e as Error;
  if (e.message.includes('users_mobile_unique')) return mobileTaken();
  if (e.message.includes('users_email_unique')) return emailTaken();
  if (e.message.includes('users_username_unique')) return usernameTaken();
  return e;
}

@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { id }, { populate: ['passwordHash'] });
  }

  findByMobile(mobile: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { mobile }, { populate: ['passwordHash'] });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { email }, { populate: ['passwordHash'] });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { username });
  }

  async add(user: User): Promise<void> {
    try {
      await this.em.persist(user).flush();
    } catch (e) {
      this.em.clear();
      throw conflictFrom(e);
    }
  }

  async save(user: User): Promise<void> {
    try {
      await this.em.persist(user).flush();
    } catch (e) {
      this.em.clear();
      throw conflictFrom(e);
    }
  }
}
