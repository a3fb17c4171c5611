import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiters } from '../../server/services/rate-limits';

// Nothing listens on this port: Redis is "down" for the whole test.
const redis = new Redis('redis://127.0.0.1:6399', { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
redis.on('error', () => {});
afterAll(() => redis.disconnect());

describe('rate limits when Redis is unreachable', () => {
  it('keep counting in memory instead of failing the request', async () => {
    const limiters = createLimiters({ redis });
    const first = await limiters.loginFailuresPerAccountIp.consume('down@example.com');
    expect(first.remainingPoints).toBe(9);
    for (let attempt = 0; attempt < 9; attempt++) await limiters.loginFailuresPerAccountIp.consume('down@example.com');
    await expect(limiters.loginFailuresPerAccountIp.consume('down@example.com')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
