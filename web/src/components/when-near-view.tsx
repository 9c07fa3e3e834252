import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they go comes within `margin` pixels of the viewport; until then an empty block
 * of `minHeight` holds that place, so nothing below it moves when they arrive. A section below the fold of a phone
 * (the console home's board: about 2,600 elements, its code and two requests) then costs nothing at the first paint;
 * on a desktop, where it is in view, it renders at once. Where IntersectionObserver is missing it renders at once.
 * `minHeight` is a length in pixels, or `'100%'` for a box whose size is set from outside (a board's grid cell).
 */
export function WhenNearView(props: { minHeight: number | '100%'; margin?: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${props.margin ?? 200}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, props.margin]);
  if (near) return <>{props.children}</>;
  return <div ref={place} style={{ minHeight: props.minHeight }} data-testid="when-near-view" />;
}
