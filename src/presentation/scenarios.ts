/**
 * Named scenarios: sets of calculator inputs a talk steps through (the
 * sources' worked examples). Pure; the components apply them.
 */

export interface CalculatorScenario<K extends string = string> {
  /** Short slug for the URL (`scenario=<id>`): lowercase letters, digits and hyphens. */
  readonly id: string;
  /** What the audience sees, already translated. */
  readonly label: string;
  /**
   * Where the scenario's figures come from (post and date, or "illustrative,
   * not measured"), already translated; shown under the label.
   */
  readonly source?: string;
  /** Field texts to set, by URL parameter name (given to the calculator's `setTexts`). */
  readonly texts: Readonly<Partial<Record<K, string>>>;
}

/**
 * The scenario one step away from the current one. Stepping stops at either
 * end (a clicker pressed once too often stays on the last slide); from no
 * scenario, forward goes to the first and back to the last.
 */
export function stepScenario<S extends CalculatorScenario>(
  scenarios: readonly S[],
  currentId: string | null,
  delta: 1 | -1,
): S | null {
  if (scenarios.length === 0) return null;
  const index = currentId === null ? -1 : scenarios.findIndex((s) => s.id === currentId);
  if (index === -1) return (delta > 0 ? scenarios[0] : scenarios[scenarios.length - 1]) ?? null;
  const next = Math.min(scenarios.length - 1, Math.max(0, index + delta));
  return scenarios[next] ?? null;
}

/** 1-based position of the current scenario, or 0 when none is current. */
export function scenarioPosition(
  scenarios: readonly CalculatorScenario[],
  currentId: string | null,
): number {
  return currentId === null ? 0 : scenarios.findIndex((s) => s.id === currentId) + 1;
}
