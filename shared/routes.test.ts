import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressQueryAt,
  chunkAt,
  FIRST_BATCH,
  FIRST_BATCH_URL,
  firstBatchAt,
  firstBatchUrl,
  pathPattern,
  ROUTES,
  routeAt,
  SCREEN_CHUNKS,
} from './routes';

describe('the route table', () => {
  it('finds the screen of each client route, and none for the landing or unknown pages', () => {
    expect(chunkAt('/login')).toBe('auth/LogIn');
    expect(chunkAt('/terms')).toBe('public/Legal');
    expect(chunkAt('/practice-test/abc123')).toBe('practice-test/PracticeTest');
    expect(chunkAt('/test-review/abc123')).toBe('practice-test/PracticeTest');
    expect(routeAt('/test-review/abc123')?.component).toBe('TestReview');
    expect(chunkAt('/__/auth/action')).toBe('auth/AuthAction');
    expect(chunkAt('/admin/item-analysis')).toBe('admin/ItemAnalysis');
    expect(chunkAt('/')).toBeUndefined();
    expect(routeAt('/')?.component).toBe('Landing');
    expect(chunkAt('/practice-test/a/b')).toBeUndefined();
    expect(routeAt('/no/such/page')).toBeUndefined();
  });

  it('has one entry per path, and lists each chunk once', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(SCREEN_CHUNKS).size).toBe(SCREEN_CHUNKS.length);
    expect(SCREEN_CHUNKS).toContain('public/Legal');
  });

  it('names, for each chunk, a screen file in client/src/features (the server preloads it by that name)', () => {
    const missing = SCREEN_CHUNKS.filter(
      (chunk) => !fs.existsSync(path.join(import.meta.dirname, '../client/src/features', `${chunk}.tsx`)),
    );
    expect(missing).toEqual([]);
  });

  it('escapes path characters and matches one segment per parameter', () => {
    expect(pathPattern('/__/auth/action').test('/__/auth/action')).toBe(true);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
    expect(pathPattern('/t/:id').test('/t/')).toBe(false);
  });

  it("builds the first batch's URL in tRPC's batch format", () => {
    expect(FIRST_BATCH_URL).toBe('/trpc/auth.me,publicConfig?batch=1&input=%7B%7D');
  });

  it("adds a screen's own data to the first batch, after the sign-in state and the settings", () => {
    expect(firstBatchAt('/login')).toEqual(['auth.me', 'publicConfig']);
    expect(firstBatchAt('/dashboard').slice(0, 3)).toEqual(['auth.me', 'publicConfig', 'dashboard.stats']);
    expect(firstBatchAt('/dashboard')).toContain('dashboard.readiness');
  });

  it("asks for a test page's attempt last in its first batch, with the test's id as tRPC writes batch inputs", () => {
    const resume = addressQueryAt('/practice-test/abc_1', '?q=3');
    expect(resume).toEqual({ procedure: 'attempts.resume', input: { testId: 'abc_1' } });
    expect(decodeURIComponent(firstBatchUrl(FIRST_BATCH, resume))).toBe(
      '/trpc/auth.me,publicConfig,attempts.resume?batch=1&input={"2":{"testId":"abc_1"}}',
    );
  });

  it('asks for no attempt in review mode, on other pages, or for an address that does not decode', () => {
    expect(addressQueryAt('/practice-test/abc_1', '?mode=review')).toBeUndefined();
    expect(addressQueryAt('/test-review/abc_1', '')).toBeUndefined();
    expect(addressQueryAt('/dashboard', '')).toBeUndefined();
    expect(addressQueryAt('/practice-test/%E0%A4%A', '')).toBeUndefined();
  });
});
