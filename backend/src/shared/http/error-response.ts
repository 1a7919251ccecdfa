import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldError {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'email must be an email' })
  message!: string;
}

/** The one error shape of the API: `{ statusCode, message, error?, code? }`. */
export class ErrorResponse {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Crop not found' })
  message!: string;

  @ApiPropertyOptional({ example: 'Not Found' })
  error?: string;

  @ApiPropertyOptional({ example: 'CROP.NOT_FOUND', description: 'Stable machine-readable code' })
  code?: string;

  @ApiPropertyOptional({ description: 'Per-field validation messages', type: [FieldError] })
  errors?: FieldError[];
}
