import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { TranslatedLang } from '../domain/localized-text';
import type { AgricultureDepartment } from '../domain/scheme';
import {
  ReferenceContentSource,
  type ShippedResource,
  type ShippedScheme,
  type ShippedTranslation,
} from '../application/ports/reference-content.source';
import type { IndianStateRecord } from '../application/ports/indian-state.repository';
import indianStates from './data/indian-states.json';
import resources from './data/resources.json';
import resourcesGu from './data/resources.gu.json';
import resourcesHi from './data/resources.hi.json';
import schemes from './data/schemes.json';
import schemesGu from './data/schemes.gu.json';
import schemesHi from './data/schemes.hi.json';

interface ShippedResourceTexts {
  name: string;
  description: string;
  purpose: string;
  popularbrand: string;
  advantages: string;
  howtouse: string;
}

// The Hindi and Gujarati files, written by us from the English ones (see each file's header).
const TRANSLATIONS = {
  hi: { schemes: schemesHi, resources: resourcesHi },
  gu: { schemes: schemesGu, resources: resourcesGu },
} as const;

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

  translation(lang: TranslatedLang): Promise<ShippedTranslation> {
    const files = TRANSLATIONS[lang];
    const guides = files.resources.resources as Record<string, ShippedResourceTexts>;
    return Promise.resolve({
      schemes: files.schemes.schemes,
      departments: files.schemes.departments,
      resources: Object.fromEntries(
        Object.entries(guides).map(([code, r]) => [
          code,
          {
            name: r.name,
            description: r.description,
            purpose: r.purpose,
            popularBrand: r.popularbrand,
            advantages: r.advantages,
            howToUse: r.howtouse,
          },
        ]),
      ),
    });
  }

  resourceImage(fileName: string): Promise<Buffer> {
    // basename: a file name from the data file never reaches outside the images folder.
    return readFile(join(RESOURCE_IMAGES_DIR, basename(fileName)));
  }
}
