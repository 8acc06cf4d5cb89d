import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * For a box that scrolls sideways when its content is wider than the column
 * (a Markdown table, a Mermaid diagram): its position among the page's boxes
 * marked with `marker` (1, 2, …) while it has something to scroll, else null.
 * Only then is the box a focusable, named region, so keyboard users can
 * scroll it (axe "scrollable-region-focusable") and each region has its own
 * name; a box that fits stays plain, with no tab stop. Re-measured when the
 * box resizes (the window, or a diagram drawn after hydration).
 *
 * @param marker - the data attribute every box of the kind carries (`data-markdown-table`)
 * @param nameOf - the region's accessible name, from its position ("Table 2 (scrolls sideways)")
 * @returns the ref for the box, whether it scrolls, and the props that make it a region then
 */
export function useScrollRegion(
  marker: string,
  nameOf: (position: number) => string,
): {
  readonly boxRef: RefObject<HTMLDivElement | null>;
  readonly scrolls: boolean;
  readonly regionProps: {
    readonly role?: 'region';
    readonly tabIndex?: 0;
    readonly 'aria-label'?: string;
  };
} {
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<number | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        const boxes = [...document.querySelectorAll(`[${marker}]`)];
        setPosition(boxes.indexOf(box) + 1);
      } else {
        setPosition(null);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [marker]);

  // A focusable, named box only while there is something to scroll to.
  const regionProps =
    position === null
      ? {}
      : ({ role: 'region', tabIndex: 0, 'aria-label': nameOf(position) } as const);
  return { boxRef, scrolls: position !== null, regionProps };
}
