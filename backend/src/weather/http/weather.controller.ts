import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';
import { ErrorResponse } from '../../shared/http/error-response';
import { checkCoordinates, WeatherProvider } from '../application/weather';

export class WeatherQueryDto {
  @Type(() => Number)
  @IsNumber({}, { message: 'lat must be a number' })
  @Min(-90, { message: 'lat must be between -90 and 90' })
  @Max(90, { message: 'lat must be between -90 and 90' })
  lat!: number;

  @Type(() => Number)
  @IsNumber({}, { message: 'lon must be a number' })
  @Min(-180, { message: 'lon must be between -180 and 180' })
  @Max(180, { message: 'lon must be between -180 and 180' })
  lon!: number;
}

export class WeatherMainDto {
  /** °C */
  temp!: number;
}

export class WeatherConditionDto {
  description!: string;
}

/** The shape the spec's dashboard reads from the weather service. */
export class WeatherDto {
  main!: WeatherMainDto;
  weather!: WeatherConditionDto[];
  /** Place name, when known */
  name?: string;
}

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
  async current(@Query() q: WeatherQueryDto): Promise<WeatherDto> {
    checkCoordinates(q.lat, q.lon);
    const w = await this.weather.current(q.lat, q.lon);
    return { main: { temp: w.temp }, weather: [{ description: w.description }], name: w.place };
  }
}
