import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { translate } from '../../i18n/translate';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Global validation: unknown fields are dropped (whitelist), payloads are converted to DTO
 * instances, and failures answer 400 with one readable sentence plus per-field details (in English
 * here; DomainErrorFilter says them in the request's language).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: details.map((d) => d.message).join('; ') || translate('en', 'VALIDATION.INVALID'),
        errors: details,
      });
    },
  });
}
