import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown that counts down once a second; start() restarts it. */
export function useCooldown(seconds: number, startImmediately = false) {
  const [until, setUntil] = useState<number>(() => (startImmediately ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  const start = useCallback(() => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, [seconds]);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
