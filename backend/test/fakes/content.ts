import { InboxMessageRepository } from '../../src/content/application/ports/inbox-message.repository';
import {
  MachineryResourceRepository,
  ResourceReviewRepository,
} from '../../src/content/application/ports/machinery-resource.repository';
import { NewsletterRepository } from '../../src/content/application/ports/newsletter.repository';
import { SchemeRepository } from '../../src/content/application/ports/scheme.repository';
import { SupportMailbox } from '../../src/content/application/messages.service';
import type { InboxKind, InboxMessage } from '../../src/content/domain/inbox-message';
import type {
  MachineryResource,
  ResourceReview,
} from '../../src/content/domain/machinery-resource';
import type { NewsletterSubscription } from '../../src/content/domain/newsletter-subscription';
import { ALL_STATES_SLUG, type Scheme } from '../../src/content/domain/scheme';
import { ConflictError } from '../../src/shared/domain/domain-error';

/**
 * A copy with the same prototype: the fakes below keep copies, as a database keeps rows, so a
 * service that changes an entity and forgets to save it is caught.
 */
export function copyOf<T extends object>(entity: T): T {
  const copy = Object.create(Object.getPrototypeOf(entity) as object) as T;
  for (const [key, value] of Object.entries(entity)) {
    (copy as Record<string, unknown>)[key] = value instanceof Date ? new Date(value) : value;
  }
  return copy;
}

export class InMemoryInboxMessageRepository extends InboxMessageRepository {
  readonly rows = new Map<string, InboxMessage>();
  readonly listCalls: { kind: InboxKind; page: { offset: number; limit: number } }[] = [];

  add(message: InboxMessage) {
    this.rows.set(message.id, copyOf(message));
    return Promise.resolve();
  }
  markMailed(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row) row.mailedAt = at;
    return Promise.resolve();
  }
  list(kind: InboxKind, page: { offset: number; limit: number }) {
    this.listCalls.push({ kind, page });
    const mine = [...this.rows.values()]
      .filter((m) => m.kind === kind)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve({
      items: mine.slice(page.offset, page.offset + page.limit),
      total: mine.length,
    });
  }
}

export class FixedSupportMailbox extends SupportMailbox {
  constructor(readonly address = 'support@agrosense.example') {
    super();
  }
}

export class InMemoryNewsletterRepository extends NewsletterRepository {
  readonly rows = new Map<string, NewsletterSubscription>();
  /** Set to make the next save fail with this error (e.g. a lost race for the address). */
  failNextSave: Error | null = null;
  saves = 0;

  findByEmail(email: string) {
    const found = [...this.rows.values()].find((s) => s.email === email);
    return Promise.resolve(found ? copyOf(found) : null);
  }
  findByTokenHash(hash: string) {
    const found = [...this.rows.values()].find((s) => s.tokenHash === hash);
    return Promise.resolve(found ? copyOf(found) : null);
  }
  save(subscription: NewsletterSubscription) {
    const error = this.failNextSave;
    this.failNextSave = null;
    if (error) return Promise.reject(error);
    const other = [...this.rows.values()].find(
      (s) => s.email === subscription.email && s.id !== subscription.id,
    );
    if (other) return Promise.reject(new ConflictError('NEWSLETTER.DUPLICATE'));
    this.saves++;
    this.rows.set(subscription.id, copyOf(subscription));
    return Promise.resolve();
  }
  /** The one subscription of an address, as stored. */
  stored(email: string): NewsletterSubscription | undefined {
    return [...this.rows.values()].find((s) => s.email === email);
  }
}

export class InMemoryMachineryResourceRepository extends MachineryResourceRepository {
  readonly rows = new Map<string, MachineryResource>();
  findCalls = 0;

  listAll() {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((r) => r.archivedAt === null)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
        .map(copyOf),
    );
  }
  findById(id: string) {
    this.findCalls++;
    const found = this.rows.get(id);
    return Promise.resolve(found ? copyOf(found) : null);
  }
  save(resource: MachineryResource) {
    this.rows.set(resource.id, copyOf(resource));
    return Promise.resolve();
  }
  remove(resource: MachineryResource) {
    this.rows.delete(resource.id);
    return Promise.resolve();
  }
  upsertShipped(resources: MachineryResource[]) {
    let written = 0;
    for (const r of resources) {
      const existing = this.rows.get(r.id);
      if (existing?.editedByAdmin) continue;
      this.rows.set(r.id, copyOf(r));
      written++;
    }
    return Promise.resolve(written);
  }
}

export class InMemoryResourceReviewRepository extends ResourceReviewRepository {
  readonly rows = new Map<string, ResourceReview>();
  findCalls = 0;

  listFor(resourceId: string, page: { offset: number; limit: number }) {
    const mine = [...this.rows.values()]
      .filter((r) => r.resourceId === resourceId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve({
      items: mine.slice(page.offset, page.offset + page.limit),
      total: mine.length,
    });
  }
  findById(id: string) {
    this.findCalls++;
    return Promise.resolve(this.rows.get(id) ?? null);
  }
  add(review: ResourceReview) {
    this.rows.set(review.id, review);
    return Promise.resolve();
  }
  remove(id: string) {
    this.rows.delete(id);
    return Promise.resolve();
  }
}

export class InMemorySchemeRepository extends SchemeRepository {
  readonly rows = new Map<string, Scheme>();

  listAll() {
    return Promise.resolve(this.current().map(copyOf));
  }
  listForStateSlug(slug: string) {
    return Promise.resolve(
      this.current()
        .filter((s) => s.stateSlug === slug || s.stateSlug === ALL_STATES_SLUG)
        .map(copyOf),
    );
  }
  findById(id: string) {
    const found = this.rows.get(id);
    return Promise.resolve(found ? copyOf(found) : null);
  }
  save(scheme: Scheme) {
    this.rows.set(scheme.id, copyOf(scheme));
    return Promise.resolve();
  }
  remove(scheme: Scheme) {
    this.rows.delete(scheme.id);
    return Promise.resolve();
  }
  upsertShipped(schemes: Scheme[]) {
    let written = 0;
    for (const s of schemes) {
      const existing = this.rows.get(s.id);
      if (existing?.editedByAdmin) continue;
      if (existing && sameShippedFields(existing, s)) continue;
      this.rows.set(s.id, copyOf(s));
      written++;
    }
    return Promise.resolve(written);
  }

  private current(): Scheme[] {
    return [...this.rows.values()]
      .filter((s) => s.archivedAt === null)
      .sort(
        (a, b) =>
          Number(b.stateSlug === ALL_STATES_SLUG) - Number(a.stateSlug === ALL_STATES_SLUG) ||
          a.state.localeCompare(b.state) ||
          a.name.localeCompare(b.name),
      );
  }
}

function sameShippedFields(a: Scheme, b: Scheme): boolean {
  const { createdAt: _a, updatedAt: _b, ...left } = a;
  const { createdAt: _c, updatedAt: _d, ...right } = b;
  return JSON.stringify(left) === JSON.stringify(right);
}
