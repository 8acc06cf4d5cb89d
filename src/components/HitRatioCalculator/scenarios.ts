import type { CalculatorScenario } from '../CalculatorFrame';
import type { HitRatioParams } from './params';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

/** The 2009-08-13 post's worked example: memory 1, disk 100, in relative units. */
const SOURCE_COSTS = { costs: 'relative', mem: '1', disk: '100' } as const;

/** What the "back to the source's example" button sets: its costs at a 95 % hit ratio. */
export const SOURCE_EXAMPLE_TEXTS = { hit: '95', ...SOURCE_COSTS } as const;

/** Speaker mode's scenarios: the source's worked example at 100 %, 95 % and 80 %. */
export function hitRatioScenarios(): CalculatorScenario<keyof HitRatioParams>[] {
  return [
    {
      id: 'hit-100',
      label: pageText(hitRatioStrings, 'presentation.scenario.hitRatio.100'),
      texts: { hit: '100', ...SOURCE_COSTS },
    },
    {
      id: 'hit-95',
      label: pageText(hitRatioStrings, 'presentation.scenario.hitRatio.95'),
      texts: { hit: '95', ...SOURCE_COSTS },
    },
    {
      id: 'hit-80',
      label: pageText(hitRatioStrings, 'presentation.scenario.hitRatio.80'),
      texts: { hit: '80', ...SOURCE_COSTS },
    },
  ];
}
