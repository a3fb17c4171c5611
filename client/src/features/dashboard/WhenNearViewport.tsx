import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the fold a chart starts loading, so it is usually drawn by the time it scrolls in. */
const LOAD_MARGIN = '300px';

/**
 * Renders `children` once this box has come within LOAD_MARGIN of the viewport, and an empty box of
 * the same height until then. A chart costs nivo's download and a long render (hundreds of
 * milliseconds on a mid-range phone): the dashboard's first screen should not wait for charts that
 * are below it. Once shown, the chart stays. Without IntersectionObserver, it renders at once.
 */
export function WhenNearViewport({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={box} style={{ height }} />;
}
