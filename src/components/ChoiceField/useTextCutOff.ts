import { useEffect, useState, type RefObject } from 'react';

/**
 * Room a closed native `<select>` keeps for its arrow, beside its padding
 * (Chromium and WebKit draw it inside the box, ≈20 px).
 */
const ARROW_ALLOWANCE_PX = 24;

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** Width of `text` in `select`'s font, or undefined where no canvas can measure it. */
function textWidth(select: HTMLSelectElement, text: string): number | undefined {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  if (!measuringContext) return undefined;
  const style = getComputedStyle(select);
  measuringContext.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return measuringContext.measureText(text).width;
}

/**
 * Whether the closed select cuts `text` (its selected option) at its right
 * edge: on a phone "HDD＋バッテリーバックアップ付きライ…" left out the figure
 * that tells the presets apart. Re-measured when the box resizes and once the
 * web fonts have loaded; false on the server and before the first measure.
 */
export function useTextCutOff(ref: RefObject<HTMLSelectElement | null>, text: string): boolean {
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const select = ref.current;
    // Every browser this site supports has both; a DOM without layout (the
    // component tests' jsdom) has neither, and nothing to measure.
    if (!select || typeof ResizeObserver === 'undefined' || !('fonts' in document)) {
      return undefined;
    }
    const measure = (): void => {
      const width = textWidth(select, text);
      if (width === undefined) return;
      const style = getComputedStyle(select);
      const room =
        select.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        ARROW_ALLOWANCE_PX;
      setCut(width > room);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(select);
    let active = true;
    void document.fonts.ready.then(() => {
      if (active) measure();
    });
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [ref, text]);
  return cut;
}
