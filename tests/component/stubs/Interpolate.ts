/**
 * Stand-in for `@docusaurus/Interpolate`: the `interpolate` function of
 * @docusaurus/core (lib/client/exports/Interpolate.js), copied as is; its
 * module file holds JSX in a `.js` file, which the test transform does not read.
 */
import React, { isValidElement, type ReactNode } from 'react';

export function interpolate(text: string, values?: Readonly<Record<string, ReactNode>>): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((seg, index) => {
    // Odd indices (1, 3, 5...) of the segments are (potentially) interpolatable
    if (index % 2 === 1) {
      const value = values?.[seg.slice(1, -1)];
      if (value !== undefined) return value;
    }
    return seg;
  });
  if (segments.some((seg) => isValidElement(seg))) {
    return segments
      .map((seg, index) => (isValidElement(seg) ? React.cloneElement(seg, { key: index }) : seg))
      .filter((seg) => seg !== '');
  }
  // No element among them: text and numbers only.
  return (segments as (string | number)[]).join('');
}
