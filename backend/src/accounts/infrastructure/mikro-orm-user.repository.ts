import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { emailTaken, mobileTaken, usernameTaken } from '../domain/account-errors';
import type { User } from '../domain/user';
import { fromProfileLanguage, DEFAULT_LANG } from '../../i18n/language';
import { UserRepository, type MemberCard } from '../application/ports/user.repository';
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

  async cardsByIds(ids: readonly string[]): Promise<MemberCard[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<
      {
        id: string;
        name: string;
        mobile: string;
        state: string;
        language: string;
        upi_id: string | null;
        mobile_to_accepted_buyers_only: boolean;
        sms_alerts: boolean;
        whatsapp_alerts: boolean;
        quiet_hours_start: string;
        quiet_hours_end: string;
      }[]
    >(
      `select id, name, mobile, state, language, upi_id, mobile_to_accepted_buyers_only,
              sms_alerts, whatsapp_alerts, quiet_hours_start, quiet_hours_end
         from users
        where id = any(string_to_array(?, ',')::uuid[])`,
      [ids.join(',')],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      mobile: r.mobile,
      state: r.state,
      lang: fromProfileLanguage(r.language) ?? DEFAULT_LANG,
      upiId: r.upi_id,
      mobileToAcceptedBuyersOnly: r.mobile_to_accepted_buyers_only === true,
      smsAlerts: r.sms_alerts !== false,
      whatsappAlerts: r.whatsapp_alerts === true,
      quietHoursStart: r.quiet_hours_start,
      quietHoursEnd: r.quiet_hours_end,
    }));
  }

  async idsInStateSlug(stateSlug: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select id from users
        where trim(both '-' from lower(regexp_replace(state, '[^A-Za-z0-9]+', '-', 'g'))) = ?`,
      [stateSlug],
    );
    return rows.map((r) => r.id);
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
