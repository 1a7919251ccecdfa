import { Module } from '@nestjs/common';
import { AppConfig } from '../shared/config/app-config';
import { WeatherProvider } from './application/weather';
import { WeatherController } from './http/weather.controller';
import {
  NoWeatherProvider,
  OpenWeatherMapProvider,
} from './infrastructure/open-weather-map.provider';

@Module({
  controllers: [WeatherController],
  providers: [
    {
      provide: WeatherProvider,
      inject: [AppConfig],
      useFactory: (config: AppConfig): WeatherProvider =>
        config.openWeatherApiKey
          ? new OpenWeatherMapProvider(config.openWeatherApiKey)
          : new NoWeatherProvider(),
    },
  ],
})
export class WeatherModule {}
