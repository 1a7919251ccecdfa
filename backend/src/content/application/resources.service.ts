import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { InvalidInputError, UnavailableError } from '../../shared/domain/domain-error';
import { stableUuid } from '../../shared/domain/stable-id';
import { ImageProcessor, ImageStorage } from '../../shared/images/image-storage';
import { detectImageType } from '../../shared/images/image-type';
import { Clock } from '../../shared/time/clock';
import { ContentErrors } from '../domain/content-errors';
import { TRANSLATED_LANGS, type Translations } from '../domain/localized-text';
import {
  MachineryResource,
  ResourceReview,
  type MachineryResourceFields,
  type MachineryResourceTexts,
} from '../domain/machinery-resource';
import {
  MachineryResourceRepository,
  ResourceReviewRepository,
} from './ports/machinery-resource.repository';
import { ReferenceContentSource } from './ports/reference-content.source';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Administrators' categories come after the shipped ones. */
const ADMIN_POSITION = 1000;

export interface NewReview {
  name: string;
  title: string;
  comment: string;
}

/** Machinery categories ("Farming Resources") and their reviews. */
@Injectable()
export class ResourcesService {
  private readonly logger = new Logger(ResourcesService.name);

  constructor(
    private readonly resources: MachineryResourceRepository,
    private readonly reviews: ResourceReviewRepository,
    private readonly source: ReferenceContentSource,
    private readonly storage: ImageStorage,
    private readonly images: ImageProcessor,
    private readonly clock: Clock,
  ) {}

  list(): Promise<MachineryResource[]> {
    return this.resources.listAll();
  }

  async get(id: string): Promise<MachineryResource> {
    const resource = UUID.test(id) ? await this.resources.findById(id) : null;
    if (!resource) throw ContentErrors.resourceNotFound();
    return resource;
  }

  /** The image's URL (relative "/api/images/…" for local storage), or null. */
  imageUrl(resource: MachineryResource): string | null {
    return resource.imageKey ? this.storage.url(resource.imageKey) : null;
  }

  async create(
    actor: AuthenticatedUser,
    fields: MachineryResourceFields,
    translations: Translations<MachineryResourceTexts> = {},
  ): Promise<MachineryResource> {
    Policy.requireAdmin(actor);
    checkLink(fields.link);
    const now = this.clock.now();
    const resource = new MachineryResource(
      randomUUID(),
      null,
      ADMIN_POSITION,
      fields.name,
      null,
      fields.description,
      fields.purpose,
      fields.popularBrand,
      fields.advantages,
      fields.link,
      fields.howToUse,
      true,
      null,
      now,
      now,
      translations,
    );
    await this.resources.save(resource);
    return resource;
  }

  async update(
    actor: AuthenticatedUser,
    id: string,
    changes: Partial<MachineryResourceFields>,
    translations?: Translations<MachineryResourceTexts>,
  ): Promise<MachineryResource> {
    Policy.requireAdmin(actor);
    const resource = await this.get(id);
    if (changes.link !== undefined) checkLink(changes.link);
    Object.assign(resource, changes, { editedByAdmin: true, updatedAt: this.clock.now() });
    // Given languages replace theirs; the others keep what they had.
    if (translations) resource.translations = { ...resource.translations, ...translations };
    await this.resources.save(resource);
    return resource;
  }

  /** Replaces the picture with a re-encoded WebP (metadata stripped). */
  async replaceImage(
    actor: AuthenticatedUser,
    id: string,
    photo: Buffer | undefined,
  ): Promise<MachineryResource> {
    Policy.requireAdmin(actor);
    const resource = await this.get(id);
    if (!photo || photo.length === 0) {
      throw new InvalidInputError('RESOURCE.IMAGE_REQUIRED');
    }
    if (!detectImageType(photo)) {
      throw new InvalidInputError('RESOURCE.IMAGE_TYPE');
    }
    let detail: Buffer;
    try {
      ({ detail } = await this.images.toVariants(photo));
    } catch {
      throw new InvalidInputError('RESOURCE.IMAGE_UNREADABLE');
    }
    const key = `resources/${resource.id}-${randomUUID().slice(0, 8)}.webp`;
    await this.storage.put(key, detail, 'image/webp');
    const previous = resource.imageKey;
    Object.assign(resource, { imageKey: key, editedByAdmin: true, updatedAt: this.clock.now() });
    await this.resources.save(resource);
    // Shipped pictures stay: they are rewritten at every start anyway.
    if (previous && !previous.startsWith('resources/shipped/')) await this.storage.remove(previous);
    return resource;
  }

  /** A shipped category is archived (the next start does not bring it back); others deleted. */
  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    Policy.requireAdmin(actor);
    const resource = await this.get(id);
    if (resource.code === null) {
      await this.resources.remove(resource);
      return;
    }
    Object.assign(resource, { archivedAt: this.clock.now(), editedByAdmin: true });
    await this.resources.save(resource);
  }

  async listReviews(
    resourceId: string,
    page: { page: number; limit: number },
  ): Promise<{ items: ResourceReview[]; total: number }> {
    await this.get(resourceId);
    return this.reviews.listFor(resourceId, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
  }

  async addReview(
    actor: AuthenticatedUser,
    resourceId: string,
    review: NewReview,
  ): Promise<ResourceReview> {
    await this.get(resourceId);
    const created = new ResourceReview(
      randomUUID(),
      resourceId,
      actor.id,
      review.name,
      review.title,
      review.comment,
      this.clock.now(),
    );
    await this.reviews.add(created);
    return created;
  }

  /** The review's author or an administrator. */
  async removeReview(
    actor: AuthenticatedUser,
    resourceId: string,
    reviewId: string,
  ): Promise<void> {
    const review = UUID.test(reviewId) ? await this.reviews.findById(reviewId) : null;
    if (!review || review.resourceId !== resourceId) throw ContentErrors.reviewNotFound();
    if (!Policy.isAdmin(actor)) {
      Policy.requireSelf(actor, review.userId, ContentErrors.notYourReview);
    }
    await this.reviews.remove(review.id);
  }

  /**
   * Copies the shipped categories and their pictures in; running it again changes nothing. When the
   * image storage (S3) is down, the app still starts: the pictures are written at the next start.
   */
  async loadReferenceContent(): Promise<number> {
    const shipped = await this.source.resources();
    const translated = await Promise.all(
      TRANSLATED_LANGS.map(async (lang) => [lang, await this.source.translation(lang)] as const),
    );
    const now = this.clock.now();
    const resources: MachineryResource[] = [];
    let storageDown = false;
    for (const [position, r] of shipped.entries()) {
      const key = `resources/shipped/${r.code}.webp`;
      if (!storageDown) {
        try {
          await this.storage.put(key, await this.source.resourceImage(r.image), 'image/webp');
        } catch (e) {
          if (!(e instanceof UnavailableError)) throw e;
          storageDown = true;
          this.logger.warn('Image storage unavailable: machinery pictures not written this time');
        }
      }
      resources.push(
        new MachineryResource(
          stableUuid('resource', r.code),
          r.code,
          position,
          r.name,
          key,
          r.description,
          r.purpose,
          r.popularbrand,
          r.advantages,
          r.link,
          r.howtouse,
          false,
          null,
          now,
          now,
          Object.fromEntries(
            translated.flatMap(([lang, t]) =>
              t.resources[r.code] ? [[lang, t.resources[r.code]]] : [],
            ),
          ),
        ),
      );
    }
    const written = await this.resources.upsertShipped(resources);
    this.logger.log(
      `Reference content: ${resources.length} machinery categories (${written} written)`,
    );
    return written;
  }
}

function checkLink(link: string): void {
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(link)) throw ContentErrors.badVideoLink();
}
