import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ResourcesService } from '../../src/content/application/resources.service';
import {
  MachineryResource,
  ResourceReview,
  type MachineryResourceFields,
} from '../../src/content/domain/machinery-resource';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../src/shared/domain/domain-error';
import { ImageProcessor } from '../../src/shared/images/image-storage';
import { FakeClock } from '../fakes/accounts';
import {
  InMemoryMachineryResourceRepository,
  InMemoryResourceReviewRepository,
} from '../fakes/content';
import {
  IMAGE_BYTES,
  InMemoryImageStorage,
  TaggingImageProcessor,
  UnreadableImageProcessor,
} from '../fakes/images';
import { StaticReferenceContentSource } from '../fakes/static-reference-content.source';
import { actors, expectError } from '../support/domain-errors';

const { admin, farmer, neighbour } = actors();

const START = new Date('2026-11-26T09:00:00Z');

const fields: MachineryResourceFields = {
  name: 'Seed drill',
  description: 'Sows seeds in rows',
  purpose: 'Sowing',
  popularBrand: 'Mahindra',
  advantages: 'Even depth',
  link: 'https://www.youtube.com/watch?v=abc',
  howToUse: 'Calibrate first',
};

function resource(code: string | null, imageKey: string | null = null): MachineryResource {
  return new MachineryResource(
    randomUUID(),
    code,
    code ? 0 : 1000,
    code ?? 'Admin category',
    imageKey,
    'd',
    'p',
    'b',
    'a',
    'https://www.youtube.com/watch?v=x',
    'h',
    false,
    null,
    START,
    START,
  );
}

function setup(processor: ImageProcessor = new TaggingImageProcessor()) {
  const resources = new InMemoryMachineryResourceRepository();
  const reviews = new InMemoryResourceReviewRepository();
  const storage = new InMemoryImageStorage();
  const clock = new FakeClock(START);
  const service = new ResourcesService(
    resources,
    reviews,
    new StaticReferenceContentSource([]),
    storage,
    processor,
    clock,
  );
  const seed = async (r: MachineryResource) => {
    await resources.save(r);
    return r;
  };
  return { service, resources, reviews, storage, clock, seed };
}

beforeAll(() => Logger.overrideLogger(false));

describe('ResourcesService: machinery categories', () => {
  it('lets an administrator add a category, placed after the shipped ones', async () => {
    const { service, resources, clock } = setup();
    clock.advance(1000);
    const created = await service.create(admin, fields);
    expect(created).toMatchObject({
      ...fields,
      code: null,
      position: 1000,
      imageKey: null,
      editedByAdmin: true,
      archivedAt: null,
      createdAt: new Date(START.getTime() + 1000),
    });
    expect(resources.rows.get(created.id)).toMatchObject({ name: 'Seed drill' });
  });

  it('lets no other user add, change, re-picture or remove a category', async () => {
    const { service, seed, resources } = setup();
    const r = await seed(resource(null));
    await expectError(service.create(farmer, fields), ForbiddenError, 'AUTH.ADMIN_ONLY');
    await expectError(
      service.update(farmer, r.id, { name: 'x' }),
      ForbiddenError,
      'AUTH.ADMIN_ONLY',
    );
    await expectError(
      service.replaceImage(farmer, r.id, IMAGE_BYTES.png),
      ForbiddenError,
      'AUTH.ADMIN_ONLY',
    );
    await expectError(service.remove(farmer, r.id), ForbiddenError, 'AUTH.ADMIN_ONLY');
    expect(resources.rows.get(r.id)).toMatchObject({ name: 'Admin category', archivedAt: null });
  });

  it.each([
    'http://www.youtube.com/watch?v=x',
    'https://localhost',
    'javascript:alert(1)',
    'https://exa mple.com/x',
    '',
  ])('refuses the video link %p with RESOURCE.LINK', async (link) => {
    const { service, seed, resources } = setup();
    await expectError(
      service.create(admin, { ...fields, link }),
      InvalidInputError,
      'RESOURCE.LINK',
    );
    const r = await seed(resource(null));
    await expectError(service.update(admin, r.id, { link }), InvalidInputError, 'RESOURCE.LINK');
    expect(resources.rows.get(r.id)!.link).toBe('https://www.youtube.com/watch?v=x');
  });

  it('finds a category by id; a malformed or unknown id is RESOURCE.NOT_FOUND', async () => {
    const { service, seed, resources } = setup();
    const r = await seed(resource('tractor'));
    await expect(service.get(r.id)).resolves.toMatchObject({ id: r.id, code: 'tractor' });
    await expectError(service.get(randomUUID()), NotFoundError, 'RESOURCE.NOT_FOUND');
    const before = resources.findCalls;
    await expectError(service.get("1' OR '1'='1"), NotFoundError, 'RESOURCE.NOT_FOUND');
    expect(resources.findCalls).toBe(before);
  });

  it('marks a changed category as edited by an administrator, so reloading keeps the change', async () => {
    const { service, seed, resources, clock } = setup();
    const r = await seed(resource('tractor'));
    clock.advance(60_000);
    await service.update(admin, r.id, { name: 'Tractor (4WD)' });
    expect(resources.rows.get(r.id)).toMatchObject({
      name: 'Tractor (4WD)',
      editedByAdmin: true,
      updatedAt: new Date(START.getTime() + 60_000),
      createdAt: START,
    });
    await expectError(service.update(admin, randomUUID(), {}), NotFoundError, 'RESOURCE.NOT_FOUND');
  });

  it('archives a shipped category (so the next start does not bring it back) and deletes an administrator’s', async () => {
    const { service, seed, resources } = setup();
    const shipped = await seed(resource('tractor'));
    const added = await seed(resource(null));
    await service.remove(admin, shipped.id);
    await service.remove(admin, added.id);

    expect(resources.rows.has(added.id)).toBe(false);
    expect(resources.rows.get(shipped.id)).toMatchObject({
      archivedAt: START,
      editedByAdmin: true,
    });
    expect(await service.list()).toEqual([]);
  });

  it('gives the picture’s URL, or null without one', async () => {
    const { service } = setup();
    expect(service.imageUrl(resource('tractor', 'resources/shipped/tractor.webp'))).toBe(
      '/api/images/resources/shipped/tractor.webp',
    );
    expect(service.imageUrl(resource(null))).toBeNull();
  });
});

describe('ResourcesService.replaceImage', () => {
  it('stores the re-encoded picture under a new key and deletes the one it replaces', async () => {
    const { service, seed, storage, resources } = setup();
    const r = await seed(resource(null, 'resources/old.webp'));
    await storage.put('resources/old.webp', Buffer.from('old'), 'image/webp');

    const updated = await service.replaceImage(admin, r.id, IMAGE_BYTES.jpeg);
    expect(updated.imageKey).toMatch(new RegExp(`^resources/${r.id}-[0-9a-f]{8}\\.webp$`));
    const stored = storage.files.get(updated.imageKey!);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.data.toString('latin1')).toBe(`detail:${IMAGE_BYTES.jpeg.toString('latin1')}`);
    expect(resources.rows.get(r.id)).toMatchObject({
      imageKey: updated.imageKey,
      editedByAdmin: true,
    });
    expect(storage.removed).toEqual(['resources/old.webp']);
  });

  it('keeps a shipped picture, which every start writes again', async () => {
    const { service, seed, storage } = setup();
    const r = await seed(resource('tractor', 'resources/shipped/tractor.webp'));
    await service.replaceImage(admin, r.id, IMAGE_BYTES.webp);
    expect(storage.removed).toEqual([]);
  });

  it('gives each upload its own key', async () => {
    const { service, seed } = setup();
    const r = await seed(resource(null));
    const first = (await service.replaceImage(admin, r.id, IMAGE_BYTES.png)).imageKey;
    const second = (await service.replaceImage(admin, r.id, IMAGE_BYTES.png)).imageKey;
    expect(second).not.toBe(first);
  });

  it.each([
    ['no picture', undefined, 'RESOURCE.IMAGE_REQUIRED'],
    ['an empty file', Buffer.alloc(0), 'RESOURCE.IMAGE_REQUIRED'],
    ['a PDF', Buffer.from('%PDF-1.7 ...'), 'RESOURCE.IMAGE_TYPE'],
    ['a GIF', Buffer.from('GIF89a......'), 'RESOURCE.IMAGE_TYPE'],
  ])('refuses %s', async (_what, photo, code) => {
    const { service, seed, storage, resources } = setup();
    const r = await seed(resource(null));
    await expectError(service.replaceImage(admin, r.id, photo), InvalidInputError, code);
    expect(storage.files.size).toBe(0);
    expect(resources.rows.get(r.id)!.imageKey).toBeNull();
  });

  it('refuses bytes that look like an image but cannot be decoded', async () => {
    const { service, seed, storage } = setup(new UnreadableImageProcessor());
    const r = await seed(resource(null));
    await expectError(
      service.replaceImage(admin, r.id, IMAGE_BYTES.jpeg),
      InvalidInputError,
      'RESOURCE.IMAGE_UNREADABLE',
    );
    expect(storage.files.size).toBe(0);
  });
});

describe('ResourcesService: reviews', () => {
  const review = { name: 'Ravi', title: 'Good', comment: 'Saved me a day of work' };

  it('adds a farmer’s review to a category and lists them newest first, a page at a time', async () => {
    const { service, seed, clock } = setup();
    const r = await seed(resource('tractor'));
    for (const title of ['first', 'second', 'third']) {
      await service.addReview(farmer, r.id, { ...review, title });
      clock.advance(1000);
    }
    const page = await service.listReviews(r.id, { page: 1, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((x) => x.title)).toEqual(['third', 'second']);
    expect(page.items[0]).toMatchObject({ userId: farmer.id, resourceId: r.id });
    const next = await service.listReviews(r.id, { page: 2, limit: 2 });
    expect(next.items.map((x) => x.title)).toEqual(['first']);
  });

  it('has no reviews for a category that does not exist', async () => {
    const { service, reviews } = setup();
    await expectError(
      service.addReview(farmer, randomUUID(), review),
      NotFoundError,
      'RESOURCE.NOT_FOUND',
    );
    await expectError(
      service.listReviews(randomUUID(), { page: 1, limit: 10 }),
      NotFoundError,
      'RESOURCE.NOT_FOUND',
    );
    expect(reviews.rows.size).toBe(0);
  });

  it('lets the author remove their review', async () => {
    const { service, seed, reviews } = setup();
    const r = await seed(resource('tractor'));
    const mine = await service.addReview(farmer, r.id, review);
    await service.removeReview(farmer, r.id, mine.id);
    expect(reviews.rows.size).toBe(0);
  });

  it('lets an administrator remove anyone’s review', async () => {
    const { service, seed, reviews } = setup();
    const r = await seed(resource('tractor'));
    const theirs = await service.addReview(farmer, r.id, review);
    await service.removeReview(admin, r.id, theirs.id);
    expect(reviews.rows.size).toBe(0);
  });

  it('does not let another user remove a review', async () => {
    const { service, seed, reviews } = setup();
    const r = await seed(resource('tractor'));
    const theirs = await service.addReview(farmer, r.id, review);
    await expectError(
      service.removeReview(neighbour, r.id, theirs.id),
      ForbiddenError,
      'REVIEW.NOT_YOURS',
    );
    expect(reviews.rows.has(theirs.id)).toBe(true);
  });

  it('does not find a review under another category, nor by a malformed id', async () => {
    const { service, seed, reviews } = setup();
    const tractor = await seed(resource('tractor'));
    const sprayer = await seed(resource('sprayer'));
    const r = await service.addReview(farmer, tractor.id, review);

    await expectError(
      service.removeReview(admin, sprayer.id, r.id),
      NotFoundError,
      'REVIEW.NOT_FOUND',
    );
    await expectError(
      service.removeReview(admin, tractor.id, randomUUID()),
      NotFoundError,
      'REVIEW.NOT_FOUND',
    );
    const before = reviews.findCalls;
    await expectError(
      service.removeReview(admin, tractor.id, 'not-a-uuid'),
      NotFoundError,
      'REVIEW.NOT_FOUND',
    );
    expect(reviews.findCalls).toBe(before);
    expect(reviews.rows.get(r.id)).toBeInstanceOf(ResourceReview);
  });
});
