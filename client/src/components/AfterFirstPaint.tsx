import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` in a second commit, once the browser has painted the first. A long screen (the
 * dashboard) committed whole is one long task of DOM, style and layout before anything shows
 * (Lighthouse, slow phone: 160 ms observed, ×4 simulated); its lower part, below the fold on a phone,
 * can wait a frame. Put it only after everything the first commit shows, so it moves nothing.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    };
    // The next frame's callback runs before its paint; the timeout after it runs once it has painted.
    if (typeof requestAnimationFrame !== 'function') return show();
    const frame = requestAnimationFrame(show);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
