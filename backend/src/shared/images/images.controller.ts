import { pipeline } from 'node:stream/promises';
import { Controller, Get, Logger, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { imageNotFound } from './image-errors';
import { IMAGES_PATH, ImageStorage, isImageKey } from './image-storage';

/**
 * Photos sent for a crop or leaf check are no longer stored; those an earlier version kept under
 * advisory/ are not served to anyone (their keys were in answers and may have been shared).
 */
function isPhotoCheckKey(key: string): boolean {
  return key.startsWith('advisory/');
}

/**
 * Photos anyone may see anywhere: those of listings on the market and of the machinery guides.
 * They go out with `Cross-Origin-Resource-Policy: cross-origin`, so another site (an integrator's
 * app, the older web client served from elsewhere, a chat app's link preview) may show them.
 * Everything else keeps the app-wide `same-origin` (shared/http/security.ts): photos sent with a
 * problem report are for the order's parties and the operators only.
 */
export function isPublicImageKey(key: string): boolean {
  return key.startsWith('crops/') || key.startsWith('resources/');
}

/**
 * Serves stored images under /api/images/<key>, from local files or streamed from S3. Keys are
 * never reused, so every answer may be cached for a year. Image URLs reach clients inside the
 * crop and resource answers, so the route is not listed in the OpenAPI document.
 */
@ApiExcludeController()
@Public()
@Controller(IMAGES_PATH.slice(1))
export class ImagesController {
  private readonly logger = new Logger(ImagesController.name);

  constructor(private readonly storage: ImageStorage) {}

  @Get('*key')
  async serve(@Param('key') segments: string | string[], @Res() res: Response): Promise<void> {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    // A missing image is a JSON 404 (the error filter); a storage failure a 503.
    if (!isImageKey(key) || isPhotoCheckKey(key)) throw imageNotFound();
    const image = await this.storage.get(key);
    if (!image) throw imageNotFound();
    res.setHeader('Content-Type', image.contentType);
    if (image.size !== undefined) res.setHeader('Content-Length', String(image.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (isPublicImageKey(key)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    try {
      await pipeline(image.body, res);
    } catch (e) {
      // The headers are gone already: all we can do is cut the connection, so no client keeps
      // a truncated image as if it were whole. A client that went away is not worth a warning.
      if ((e as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        this.logger.warn(`Streaming image ${key} failed: ${String(e)}`);
      }
      res.destroy();
    }
  }
}
