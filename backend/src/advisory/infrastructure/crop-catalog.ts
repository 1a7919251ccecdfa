import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CropCatalog, type CatalogCrop } from '../application/ports/crop-catalog';

/** data/crops.json, read on first use and kept. */
export class FileCropCatalog extends CropCatalog {
  private crops: CatalogCrop[] | null = null;

  constructor(private readonly file = join(__dirname, 'data', 'crops.json')) {
    super();
  }

  list(): CatalogCrop[] {
    this.crops ??= (JSON.parse(readFileSync(this.file, 'utf8')) as { crops: CatalogCrop[] }).crops;
    return this.crops;
  }
}
