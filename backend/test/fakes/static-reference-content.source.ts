import {
  ReferenceContentSource,
  type ShippedResource,
  type ShippedScheme,
  type ShippedTranslation,
} from '../../src/content/application/ports/reference-content.source';
import type { IndianStateRecord } from '../../src/content/application/ports/indian-state.repository';
import type { TranslatedLang } from '../../src/content/domain/localized-text';
import type { AgricultureDepartment } from '../../src/content/domain/scheme';

/** Reference content held in memory, for unit tests. */
export class StaticReferenceContentSource extends ReferenceContentSource {
  constructor(
    private readonly states: IndianStateRecord[],
    private readonly content: {
      schemes?: ShippedScheme[];
      departments?: AgricultureDepartment[];
      resources?: ShippedResource[];
      images?: Record<string, Buffer>;
      translations?: Partial<Record<TranslatedLang, Partial<ShippedTranslation>>>;
    } = {},
  ) {
    super();
  }

  indianStates(): Promise<IndianStateRecord[]> {
    return Promise.resolve(this.states);
  }

  schemes(): Promise<ShippedScheme[]> {
    return Promise.resolve(this.content.schemes ?? []);
  }

  agricultureDepartments(): Promise<AgricultureDepartment[]> {
    return Promise.resolve(this.content.departments ?? []);
  }

  resources(): Promise<ShippedResource[]> {
    return Promise.resolve(this.content.resources ?? []);
  }

  translation(lang: TranslatedLang): Promise<ShippedTranslation> {
    const t = this.content.translations?.[lang] ?? {};
    return Promise.resolve({
      schemes: t.schemes ?? {},
      departments: t.departments ?? {},
      resources: t.resources ?? {},
    });
  }

  resourceImage(fileName: string): Promise<Buffer> {
    const image = this.content.images?.[fileName];
    return image ? Promise.resolve(image) : Promise.reject(new Error(`No image ${fileName}`));
  }
}
