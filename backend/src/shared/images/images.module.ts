import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { ImageProcessor, ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { SharpImageProcessor } from './sharp-image-processor';

@Global()
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LocalImageStorage(join(config.dataDir, 'uploads')),
    },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
  ],
  exports: [ImageStorage, ImageProcessor],
})
export class ImagesModule {}
