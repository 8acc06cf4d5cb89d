import { useEffect, useState, type RefObject } from 'react';
import { presentedDrawingMaxHeight } from '../presentation/chartPresentation';

/**
 * In speaker mode (`active`) on a landscape screen, the tallest the chart's
 * drawing (`drawing`) may be for it and the parts under it (`axisTitle`,
 * `legend`, either absent) to end on the screen; null otherwise. Measured again when the window or those
 * parts change size (fonts loading, a legend wrapping).
 */
export function usePresentedDrawingMaxHeight(
  active: boolean,
  drawing: RefObject<HTMLElement | null>,
  axisTitle: RefObject<HTMLElement | null>,
  legend: RefObject<HTMLElement | null>,
): number | null {
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = drawing.current;
    if (!active || !element) {
      setMaxHeight(null);
      return undefined;
    }
    const measure = (): void => {
      // A portrait screen (a phone) scrolls the slide: capping there would
      // shrink the chart's text below reading size to fit under a long title.
      if (window.innerWidth < window.innerHeight) {
        setMaxHeight(null);
        return;
      }
      const box = element.getBoundingClientRect();
      const bottoms = [axisTitle.current, legend.current].map(
        (part) => part?.getBoundingClientRect().bottom ?? box.bottom,
      );
      const below = Math.max(0, ...bottoms.map((bottom) => bottom - box.bottom));
      setMaxHeight(presentedDrawingMaxHeight(window.innerHeight, box.top + window.scrollY, below));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const part of [axisTitle.current, legend.current]) if (part) observer?.observe(part);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [active, drawing, axisTitle, legend]);
  return maxHeight;
}
