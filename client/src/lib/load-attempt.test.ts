import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ resume: vi.fn(), start: vi.fn() }));
vi.mock('./query-client', () => ({
  trpcClient: { attempts: { resume: { query: api.resume }, start: { mutate: api.start } } },
}));

const { loadAttempt, loadAttemptEarly, takeEarlyAttempt } = await import('./load-attempt');

const inProgress = { status: 'in-progress', attempt: { id: 'a1' } };
const started = { status: 'in-progress', attempt: { id: 'a2' } };

beforeEach(() => {
  api.resume.mockReset();
  api.start.mockReset();
});

describe('the test page loader', () => {
  it('continues the attempt in progress and writes nothing', async () => {
    api.resume.mockResolvedValue(inProgress);
    expect(await loadAttempt('t1')).toBe(inProgress);
    expect(api.resume).toHaveBeenCalledWith({ testId: 't1' });
    expect(api.start).not.toHaveBeenCalled();
  });

  it('starts an attempt only when there is none to continue', async () => {
    api.resume.mockResolvedValue({ status: 'not-started' });
    api.start.mockResolvedValue(started);
    expect(await loadAttempt('t1')).toBe(started);
    expect(api.start).toHaveBeenCalledExactlyOnceWith({ testId: 't1' });
  });

  it('hands the attempt loaded early on a page load to that test once, and tries again if it failed', async () => {
    api.resume.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inProgress);
    loadAttemptEarly('t1');
    expect(takeEarlyAttempt('t2')).toBeUndefined(); // another test: loaded as usual
    const early = takeEarlyAttempt('t1');
    expect(takeEarlyAttempt('t1')).toBeUndefined(); // once
    expect(await early).toBe(inProgress);
    expect(api.resume).toHaveBeenCalledTimes(2);
  });
});
