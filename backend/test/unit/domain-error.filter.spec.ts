import { Logger, type ArgumentsHost } from '@nestjs/common';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleViolationError,
  UnauthenticatedError,
} from '../../src/shared/domain/domain-error';
import { translate } from '../../src/i18n/translate';
import { DomainErrorFilter } from '../../src/shared/http/domain-error.filter';
import { TextHttpException } from '../../src/shared/http/text-http-exception';
import {
  createValidationPipe,
  ValidationFailedException,
} from '../../src/shared/http/validation.pipe';
import { SignupDto } from '../../src/accounts/http/signup.dto';

function run(exception: unknown, lang?: string) {
  const res = {
    headersSent: false,
    statusCode: 0,
    body: undefined as unknown,
    status(c: number) {
      this.statusCode = c;
      return this;
    },
    json(b: unknown) {
      this.body = b;
      return this;
    },
  };
  const getRequest = () => ({ headers: lang ? { 'accept-language': lang } : {} });
  const host = {
    switchToHttp: () => ({ getResponse: () => res, getRequest }),
  } as unknown as ArgumentsHost;
  new DomainErrorFilter().catch(exception, host);
  return res;
}

describe('DomainErrorFilter', () => {
  it.each([
    [new NotFoundError('CROP.NOT_FOUND'), 404],
    [new ForbiddenError('ORDER.NOT_YOURS'), 403],
    [new UnauthenticatedError('AUTH.REQUIRED'), 401],
    [new ConflictError('ORDER.ALREADY_DECIDED'), 409],
    [new RuleViolationError('ORDER.OWN_CROP'), 422],
    [new InvalidInputError('CROP.INVALID_QUANTITY'), 400],
  ])('maps %p to HTTP %p with its code and message', (error, status) => {
    const res = run(error);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({
      statusCode: status,
      message: error.message,
      code: error.code,
    });
  });

  it('says a key with its values in the request language, answering the code without variant', () => {
    const error = new InvalidInputError('ORDER.INVALID_QUANTITY#decimals', {
      unit: 'kg',
      decimals: 2,
    });
    expect(run(error).body).toEqual({
      statusCode: 400,
      message: 'Quantity can have at most 2 decimals for this unit (kg)',
      error: 'Bad Request',
      code: 'ORDER.INVALID_QUANTITY',
    });
    const hindi = run(error, 'hi').body as { message: string };
    expect(hindi.message).toBe(
      translate('hi', 'ORDER.INVALID_QUANTITY#decimals', { unit: 'kg', decimals: 2 }),
    );
    expect(hindi.message).toContain('किलो');
  });

  it('says validation details and our HTTP errors from their keys', () => {
    const failure = new ValidationFailedException([
      {
        field: 'name',
        text: { key: 'VALIDATION.FILL_IN_YOUR', params: { field: 'name' } },
        english: 'Please fill in your name',
      },
      { field: 'tags', text: null, english: 'each value in tags must be a string' },
    ]);
    expect(run(failure).body).toEqual({
      statusCode: 400,
      message: 'Please fill in your name; each value in tags must be a string',
      error: 'Bad Request',
      errors: [
        { field: 'name', message: 'Please fill in your name' },
        { field: 'tags', message: 'each value in tags must be a string' },
      ],
    });
    const gujarati = translate('gu', 'VALIDATION.FILL_IN_YOUR', { field: 'name' });
    const generic = translate('gu', 'HTTP.400');
    expect(run(failure, 'gu').body).toMatchObject({
      message: `${gujarati}; ${generic}`,
      errors: [
        { field: 'name', message: gujarati },
        { field: 'tags', message: generic },
      ],
    });
    const upload = new TextHttpException(413, {
      key: 'UPLOAD.CROP_IMAGE_TOO_LARGE',
      params: { mb: 5 },
    });
    expect(run(upload).body).toEqual({
      statusCode: 413,
      message: 'Each image must be 5 MB or smaller',
      error: 'Payload Too Large',
    });
    expect(run(upload, 'hi').body).toMatchObject({
      message: translate('hi', 'UPLOAD.CROP_IMAGE_TOO_LARGE', { mb: 5 }),
    });
  });

  it("says a DTO's keyed validation texts in English as before, and in Hindi and Gujarati", async () => {
    const failure = (await createValidationPipe()
      .transform(
        {
          ...{ name: '', mobile: '98765 43210', email: 'x', password: 'p', confirmPassword: 'p' },
          ...{ state: '', address: 'Anand', language: 'Tamil' },
        },
        { type: 'body', metatype: SignupDto },
      )
      .catch((e: unknown) => e)) as ValidationFailedException;
    expect(failure).toBeInstanceOf(ValidationFailedException);
    const english = [
      'Please fill in your name',
      'Please enter a valid email address',
      'Please fill in your state',
      'language must be one of English, Hindi, Gujarati',
    ];
    expect(run(failure).body).toMatchObject({
      statusCode: 400,
      message: english.join('; '),
      errors: english.map((message) => ({ message })),
    });
    // The exception's own response (logs, other filters) holds the same English.
    expect(failure.getResponse()).toMatchObject({ message: english.join('; ') });
    const hindi = (run(failure, 'hi').body as { errors: { field: string; message: string }[] })
      .errors;
    expect(hindi[0]).toEqual({ field: 'name', message: 'कृपया अपना नाम भरें' });
    expect(hindi[3]!.message).toBe(
      translate('hi', 'VALIDATION.ONE_OF', {
        field: 'language',
        values: 'English, Hindi, Gujarati',
      }),
    );
    const gujarati = (run(failure, 'gu').body as { errors: { field: string; message: string }[] })
      .errors;
    expect(gujarati[1]).toEqual({
      field: 'email',
      message: translate('gu', 'VALIDATION.VALID_EMAIL'),
    });
    for (const { message } of [...hindi, ...gujarati]) {
      expect([
        message,
        /[A-Za-z]{4,}/.test(message.replace(/English|Hindi|Gujarati/g, '')),
      ]).toEqual([message, false]);
    }
  });

  it('keeps validation details and joins messages into one sentence', () => {
    const res = run(
      new BadRequestException({
        message: ['a is bad', 'b is bad'],
        errors: [{ field: 'a', message: 'a is bad' }],
      }),
    );
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'a is bad; b is bad',
      error: 'Bad Request',
      errors: [{ field: 'a', message: 'a is bad' }],
    });
  });

  it('passes Nest HTTP exceptions through as JSON', () => {
    expect(run(new NotFoundException('Cannot GET /api/x')).body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/x',
      error: 'Not Found',
    });
  });

  it.each([
    [
      'refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['server shut down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'wrapped',
      new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]),
    ],
  ])('answers 503 when the database is unavailable (%s)', (_, error) => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const res = run(error);
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'This service is not available right now; please try again later',
      error: 'Service Unavailable',
    });
  });

  it('keeps other database errors a 500', () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(run(Object.assign(new Error('syntax error'), { code: '42601' })).statusCode).toBe(500);
  });

  it('hides the details of unexpected errors behind a 500', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = run(new Error('password=hunter2 leaked in a stack'));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });
});
