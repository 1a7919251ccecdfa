import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { ImageProcessor, ImageStorage } from './image-storage';
import { ImagesController } from './images.controller';
import { LocalImageStorage } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';
import { SharpImageProcessor } from './sharp-image-processor';

@Module({
  controllers: [ImagesController],
  providers: [
    {
      provide: ImageStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ImageStorage =>
        config.imageStorage.kind === 's3'
          ? new S3ImageStorage(config.imageStorage)
          : new LocalImageStorage(join(config.dataDir, 'uploads')),
    },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
  ],
  exports: [ImageStorage, ImageProcessor],
})
export class ImagesModule {}
