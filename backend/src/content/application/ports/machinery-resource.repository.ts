import type { MachineryResource, ResourceReview } from '../../domain/machinery-resource';

export abstract class MachineryResourceRepository {
  /** Every category not archived, shipped ones in their shipped order, then by name. */
  abstract listAll(): Promise<MachineryResource[]>;
  abstract findById(id: string): Promise<MachineryResource | null>;
  abstract save(resource: MachineryResource): Promise<void>;
  abstract remove(resource: MachineryResource): Promise<void>;
  /** Like SchemeRepository.upsertShipped; `position` keeps the shipped order. */
  abstract upsertShipped(resources: MachineryResource[]): Promise<number>;
}

export abstract class ResourceReviewRepository {
  /** Newest first. */
  abstract listFor(
    resourceId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: ResourceReview[]; total: number }>;
  abstract findById(id: string): Promise<ResourceReview | null>;
  abstract add(review: ResourceReview): Promise<void>;
  abstract remove(id: string): Promise<void>;
}
