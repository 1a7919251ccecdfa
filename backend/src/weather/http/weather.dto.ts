import { PlainDecimal } from '../../shared/http/strict-params';

export class WeatherQueryDto {
  /** Degrees, a plain decimal such as 23.0225 */
  @PlainDecimal({ min: -90, max: 90 })
  lat!: number;

  /** Degrees, a plain decimal such as 72.5714 */
  @PlainDecimal({ min: -180, max: 180 })
  lon!: number;
}

export class WeatherMainDto {
  /** °C */
  temp!: number;
}

export class WeatherConditionDto {
  description!: string;
}

/** The shape the older app's dashboard reads from the weather service. */
export class WeatherDto {
  main!: WeatherMainDto;
  weather!: WeatherConditionDto[];
  /** Place name, when known */
  name?: string;
}
