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
import { DomainErrorFilter } from '../../src/shared/http/domain-error.filter';

function run(exception: unknown) {
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
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new DomainErrorFilter().catch(exception, host);
  return res;
}

describe('DomainErrorFilter', () => {
  it.each([
    [new NotFoundError('CROP.NOT_FOUND', 'Crop not found'), 404],
    [new ForbiddenError('ORDER.NOT_YOURS', 'Not your order'), 403],
    [new UnauthenticatedError('AUTH.REQUIRED', 'Log in first'), 401],
    [new ConflictError('ORDER.NOT_PENDING', 'Already decided'), 409],
    [new RuleViolationError('ORDER.OWN_CROP', 'You cannot buy your own crop'), 422],
    [new InvalidInputError('CROP.BAD_QUANTITY', 'Quantity needs a number'), 400],
  ])('maps %p to HTTP %p with its code and message', (error, status) => {
    const res = run(error);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({
      statusCode: status,
      message: error.message,
      code: error.code,
    });
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
