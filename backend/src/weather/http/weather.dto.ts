import { Type } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';

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
