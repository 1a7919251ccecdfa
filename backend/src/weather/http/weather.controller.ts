import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { ErrorResponse } from '../../shared/http/error-response';
import { checkCoordinates, skyTextKey, WeatherProvider } from '../application/weather';
import { WeatherDto, WeatherQueryDto } from './weather.dto';

@ApiTags('weather')
@ApiBearerAuth('bearer')
@Controller('api/weather')
export class WeatherController {
  constructor(private readonly weather: WeatherProvider) {}

  @Get()
  @ApiOperation({
    operationId: 'getWeather',
    summary: 'Current weather for a place (the key stays on the server)',
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'Weather unavailable' })
  async current(@Query() q: WeatherQueryDto, @RequestLang() lang: Lang): Promise<WeatherDto> {
    checkCoordinates(q.lat, q.lon);
    const w = await this.weather.current(q.lat, q.lon);
    const sky = lang === 'en' ? null : skyTextKey(w.conditionId);
    const description = sky ? translate(lang, sky) : w.description;
    return { main: { temp: w.temp }, weather: [{ description }], name: w.place };
  }
}
