import { createReadStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../files/private-files';
import { ImageStorage, imagePath, type StoredImage } from './image-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The offline default: files under DATA_DIR/uploads, served by the app itself. Folders are 0700
 * and files 0600: only the app's user reads them from disk, everyone else through the app.
 */
export class LocalImageStorage extends ImageStorage {
  private readonly root: string;
  private rootReady: Promise<void> | undefined;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await this.privateRoot();
    await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.partial`;
    await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        size: info.size,
      };
    } catch (e) {
      if (['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '')) return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The root folder, created as 0700 (an existing one set to 0700) once per process. */
  private privateRoot(): Promise<void> {
    this.rootReady ??= (async () => {
      await mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await chmod(this.root, PRIVATE_DIR_MODE).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'EPERM') throw e; // another user's folder keeps its owner's mode
      });
    })();
    this.rootReady.catch(() => (this.rootReady = undefined));
    return this.rootReady;
  }

  url(key: string): string {
    return imagePath(key);
  }

  private pathOf(key: string): string {
    const file = resolve(join(this.root, key));
    if (!file.startsWith(this.root + sep))
      throw new Error(`Refusing a storage key outside the root: ${key}`);
    return file;
  }
}
