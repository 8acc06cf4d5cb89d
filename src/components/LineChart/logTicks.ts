/**
 * Tick values for a logarithmic axis. d3's log ticks put every 1–9 multiple
 * of each decade on the axis when it spans few decades, and on a 260 px tall
 * phone chart the labels near the top of each decade were drawn over each
 * other ("7,000 8,000 9,000 1万"). Here: 1-2-5 steps when the axis spans at
 * most two decades, powers of ten otherwise.
 */
export function logTickValues(domain: readonly [number, number]): number[] {
  const low = Math.min(domain[0], domain[1]);
  const high = Math.max(domain[0], domain[1]);
  if (!(low > 0) || !Number.isFinite(high)) return [];
  const firstDecade = Math.floor(Math.log10(low));
  const lastDecade = Math.ceil(Math.log10(high));
  const steps = lastDecade - firstDecade <= 2 ? [1, 2, 5] : [1];
  const ticks: number[] = [];
  for (let decade = firstDecade; decade <= lastDecade; decade++) {
    for (const step of steps) {
      // Rounded so 3 × 10^-1 style products do not print as 0.30000000000000004.
      const value = Number((step * 10 ** decade).toPrecision(12));
      if (value >= low && value <= high) ticks.push(value);
    }
  }
  return ticks;
}
