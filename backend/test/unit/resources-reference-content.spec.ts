import {
  MachineryResourceRepository,
  ResourceReviewRepository,
} from '../../src/content/application/ports/machinery-resource.repository';
import type { ShippedResource } from '../../src/content/application/ports/reference-content.source';
import { ResourcesService } from '../../src/content/application/resources.service';
import type { MachineryResource } from '../../src/content/domain/machinery-resource';
import { imageStorageUnavailable } from '../../src/shared/images/image-errors';
import { FakeClock } from '../fakes/accounts';
import { MemoryImageStorage, PassThroughImageProcessor } from '../fakes/crops';
import { StaticReferenceContentSource } from '../fakes/static-reference-content.source';

class CapturingResourceRepository extends MachineryResourceRepository {
  shipped: MachineryResource[] = [];
  listAll = () => Promise.resolve(this.shipped);
  findById = () => Promise.resolve(null);
  save = () => Promise.resolve();
  remove = () => Promise.resolve();
  upsertShipped(resources: MachineryResource[]) {
    this.shipped = resources;
    return Promise.resolve(resources.length);
  }
}

class UnusedReviews extends ResourceReviewRepository {
  listFor = () => Promise.reject(new Error('not used'));
  findById = () => Promise.reject(new Error('not used'));
  add = () => Promise.reject(new Error('not used'));
  remove = () => Promise.reject(new Error('not used'));
}

/** An image storage that fails every write, like S3 while it is down. */
class FailingStorage extends MemoryImageStorage {
  puts = 0;
  constructor(private readonly error: () => Error) {
    super();
  }
  override put() {
    this.puts++;
    return Promise.reject(this.error());
  }
}

const shipped: ShippedResource[] = ['tractor', 'sprayer', 'harvester'].map((code) => ({
  code,
  name: code,
  image: `${code}.webp`,
  description: 'd',
  purpose: 'p',
  popularbrand: 'b',
  advantages: 'a',
  link: 'https://www.youtube.com/watch?v=x',
  howtouse: 'h',
}));

function serviceWith(storage: MemoryImageStorage) {
  const repository = new CapturingResourceRepository();
  const source = new StaticReferenceContentSource([], {
    resources: shipped,
    images: Object.fromEntries(shipped.map((r) => [r.image, Buffer.from(r.code)])),
  });
  const service = new ResourcesService(
    repository,
    new UnusedReviews(),
    source,
    storage,
    new PassThroughImageProcessor(),
    new FakeClock(),
  );
  return { service, repository };
}

describe('ResourcesService.loadReferenceContent', () => {
  it('writes each shipped picture and category', async () => {
    const storage = new MemoryImageStorage();
    const { service, repository } = serviceWith(storage);
    await expect(service.loadReferenceContent()).resolves.toBe(3);
    expect([...storage.files.keys()]).toEqual([
      'resources/shipped/tractor.webp',
      'resources/shipped/sprayer.webp',
      'resources/shipped/harvester.webp',
    ]);
    expect(repository.shipped.map((r) => r.imageKey)).toEqual([...storage.files.keys()]);
  });

  it('still loads the categories when the image storage is down, trying it only once', async () => {
    const storage = new FailingStorage(imageStorageUnavailable);
    const { service, repository } = serviceWith(storage);
    await expect(service.loadReferenceContent()).resolves.toBe(3);
    expect(storage.puts).toBe(1);
    expect(repository.shipped).toHaveLength(3);
  });

  it('does not hide other storage errors', async () => {
    const storage = new FailingStorage(() => new Error('disk full'));
    const { service } = serviceWith(storage);
    await expect(service.loadReferenceContent()).rejects.toThrow('disk full');
  });
});
