import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline';
import { AppError } from './errors';

describe('withDeadline', () => {
  it('passes on the outcome of work that ends in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 1000)).resolves.toBe(42);
    await expect(withDeadline(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });

  it('answers UNAVAILABLE with a clear message when the work never settles', async () => {
    const never = new Promise<never>(() => {});
    const started = Date.now();
    const error = await withDeadline(never, 50).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serverTooSlow, reason: 'server/deadline' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
