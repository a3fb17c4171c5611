import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerKeys } from './use-answer-keys';
import { useAttemptAnswers } from './use-attempt-answers';
import { useAttemptFlags } from './use-attempt-flags';
import { useDeadline } from './use-deadline';

describe('useDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down to the server's deadline, whatever this device's clock says", () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z')); // the device is an hour behind the server
    const { result } = renderHook(() =>
      useDeadline({
        serverNow: '2026-11-24T11:00:00Z',
        startedAt: '2026-11-24T10:59:00Z',
        deadline: '2026-11-24T11:10:00Z',
        running: true,
      }),
    );
    expect(result.current).toEqual({ remaining: 600, elapsed: 60 });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toEqual({ remaining: 595, elapsed: 65 });
  });

  it('never goes below zero', () => {
    vi.setSystemTime(new Date('2026-11-24T11:20:00Z'));
    const { result } = renderHook(() =>
      useDeadline({ serverNow: new Date(), startedAt: '2026-11-24T10:00:00Z', deadline: '2026-11-24T11:00:00Z', running: true }),
    );
    expect(result.current.remaining).toBe(0);
  });
});

describe('useAttemptAnswers', () => {
  it('shows a pick at once and saves it', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useAttemptAnswers({ q1: 'a' }, save));
    act(() => result.current.choose('q2', 'c'));
    expect(result.current.answers).toEqual({ q1: 'a', q2: 'c' });
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith('q2', 'c'));
    await vi.waitFor(() => expect(result.current.unsavedCount()).toBe(0));
  });

  it('keeps a failed save queued and sends it again on flush', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAttemptAnswers({}, save));
    act(() => result.current.choose('q1', 'b'));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(result.current.unsavedCount()).toBe(1);
    await act(async () => {
      expect(await result.current.flushUnsaved()).toBe(0);
    });
    expect(save).toHaveBeenLastCalledWith('q1', 'b');
  });

  it('an older save finishing late does not clear a newer pick of the same question', async () => {
    let finishFirst: () => void = () => {};
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)))
      .mockRejectedValueOnce(new Error('Failed to fetch'));
    const { result } = renderHook(() => useAttemptAnswers({}, save));
    act(() => result.current.choose('q1', 'a'));
    act(() => result.current.choose('q1', 'd'));
    await act(async () => finishFirst());
    expect(result.current.answers.q1).toBe('d');
    expect(result.current.unsavedCount()).toBe(1); // 'd' failed and is still owed to the server
  });
});

describe('useAnswerKeys', () => {
  const press = (key: string, target: EventTarget = window) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

  it('answers with 1–4 or A–D, moves with the arrows and flags with F', () => {
    const onAnswer = vi.fn();
    const onMove = vi.fn();
    const onFlag = vi.fn();
    renderHook(() => useAnswerKeys({ onAnswer, onMove, onFlag }));
    press('3');
    press('B');
    press('ArrowRight');
    press('ArrowLeft');
    press('f');
    expect(onAnswer.mock.calls).toEqual([[2], [1]]);
    expect(onMove.mock.calls).toEqual([[1], [-1]]);
    expect(onFlag).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed in a text field, and leaves the arrows to a radio button', () => {
    const onAnswer = vi.fn();
    const onMove = vi.fn();
    renderHook(() => useAnswerKeys({ onAnswer, onMove }));
    const field = document.body.appendChild(document.createElement('textarea'));
    const radio = document.body.appendChild(Object.assign(document.createElement('input'), { type: 'radio' }));
    press('a', field);
    press('ArrowRight', radio);
    press('2', radio);
    expect(onAnswer.mock.calls).toEqual([[1]]);
    expect(onMove).not.toHaveBeenCalled();
  });
});

describe('useAttemptFlags', () => {
  it('toggles a flag at once and puts it back when the save fails', async () => {
    const save = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Failed to fetch'));
    const { result } = renderHook(() => useAttemptFlags(['q3'], save));
    act(() => result.current.toggle('q1'));
    expect([...result.current.flags].sort()).toEqual(['q1', 'q3']);
    expect(save).toHaveBeenLastCalledWith('q1', true);
    act(() => result.current.toggle('q3'));
    expect([...result.current.flags]).toEqual(['q1']);
    await vi.waitFor(() => expect([...result.current.flags].sort()).toEqual(['q1', 'q3']));
  });
});
