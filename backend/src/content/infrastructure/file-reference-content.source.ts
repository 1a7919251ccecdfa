import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { AgricultureDepartment } from '../domain/scheme';
import {
  ReferenceContentSource,
  type ShippedResource,
  type ShippedScheme,
} from '../application/ports/reference-content.source';
import type { IndianStateRecord } from '../application/ports/indian-state.repository';
import indianStates from './data/indian-states.json';
import resources from './data/resources.json';
import schemes from './data/schemes.json';

export const RESOURCE_IMAGES_DIR = join(__dirname, 'data', 'resource-images');

/** Reads the reference content that ships inside the repository (see data/ for sources). */
@Injectable()
export class FileReferenceContentSource extends ReferenceContentSource {
  indianStates(): Promise<IndianStateRecord[]> {
    return Promise.resolve(indianStates.records as IndianStateRecord[]);
  }

  schemes(): Promise<ShippedScheme[]> {
    return Promise.resolve(schemes.schemes as ShippedScheme[]);
  }

  agricultureDepartments(): Promise<AgricultureDepartment[]> {
    return Promise.resolve(schemes.departments);
  }

  resources(): Promise<ShippedResource[]> {
    return Promise.resolve(resources.resources);
  }

  resourceImage(fileName: string): Promise<Buffer> {
    // basename: a file name from the data file never reaches outside the images folder.
    return readFile(join(RESOURCE_IMAGES_DIR, basename(fileName)));
  }
}
