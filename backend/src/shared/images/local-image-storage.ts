import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ImageStorage } from './image-storage';

/** URL prefix under which the app serves DATA_DIR/uploads (see create-app.ts). */
export const LOCAL_IMAGES_PATH = '/api/images';

/** The offline default: files under DATA_DIR/uploads, served by the app itself. */
export class LocalImageStorage extends ImageStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.partial`;
    await writeFile(partial, data);
    await rename(partial, file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `${LOCAL_IMAGES_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private pathOf(key: string): string {
    const file = resolve(join(this.root, key));
    if (!file.startsWith(this.root + sep))
      throw new Error(`Refusing a storage key outside the root: ${key}`);
    return file;
  }
}
