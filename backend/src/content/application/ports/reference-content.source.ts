import type { AgricultureDepartment, SchemeAudience } from '../../domain/scheme';
import type { IndianStateRecord } from './indian-state.repository';

export interface ShippedScheme {
  code: string;
  name: string;
  state: string;
  description: string;
  eligibility: string;
  benefits: string;
  applyLink: string;
  lastVerified: string;
  source: string;
  audience: SchemeAudience;
}

export interface ShippedResource {
  code: string;
  name: string;
  /** File name of its picture among the shipped images. */
  image: string;
  description: string;
  purpose: string;
  popularbrand: string;
  advantages: string;
  link: string;
  howtouse: string;
}

/** Where the reference content shipped with the app comes from (files in the repo by default). */
export abstract class ReferenceContentSource {
  abstract indianStates(): Promise<IndianStateRecord[]>;
  abstract schemes(): Promise<ShippedScheme[]>;
  abstract agricultureDepartments(): Promise<AgricultureDepartment[]>;
  abstract resources(): Promise<ShippedResource[]>;
  /** The bytes of a shipped resource picture (WebP). */
  abstract resourceImage(fileName: string): Promise<Buffer>;
}
