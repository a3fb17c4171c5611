import { describe, expect, it } from 'vitest';
import { screenAt } from './screens';

describe('screenAt', () => {
  it('finds the screen of each client route, and none for the landing or unknown pages', () => {
    expect(screenAt('/login')).toBe('LogIn');
    expect(screenAt('/terms')).toBe('Legal');
    expect(screenAt('/practice-test/abc123')).toBe('PracticeTest');
    expect(screenAt('/test-review/abc123')).toBe('PracticeTest');
    expect(screenAt('/__/auth/action')).toBe('AuthAction');
    expect(screenAt('/admin/item-analysis')).toBe('ItemAnalysis');
    expect(screenAt('/')).toBeUndefined();
    expect(screenAt('/practice-test/a/b')).toBeUndefined();
    expect(screenAt('/no/such/page')).toBeUndefined();
  });
});
