import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where an element starts on the page (below the header, a composer, …), for a window virtualiser,
 * which works in page coordinates. Measured after layout and again whenever the page's size
 * changes (an image attached above moves the list down).
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current
        ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY)
        : 0;
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return scrollMargin;
}
