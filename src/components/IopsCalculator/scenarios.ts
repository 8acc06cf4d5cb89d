import type { CalculatorScenario } from '../CalculatorFrame';
import type { IopsParams } from './params';
import { SOURCE_THROTTLE_TEST, sourceConditionTexts } from './sourceMeasurements';
import type { IopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/**
 * Speaker mode's scenarios: the 2012-12-17 post's cgroup test (10,000 read
 * and 10,000 write IOPS caps) at 100 %, 90 % and 50 % reads, set exactly as
 * the throttle section's "source conditions" buttons set them.
 */
export function speakerScenarios(format: IopsFormat): CalculatorScenario<keyof IopsParams>[] {
  return SOURCE_THROTTLE_TEST.measurements.map((row) => ({
    id: `cgroup-read-${row.readPercent}`,
    label: pageText(iopsStrings, 'presentation.scenario.iops.cgroup', {
      cap: format.number(SOURCE_THROTTLE_TEST.readIopsCap, 0),
      share: format.percent(row.readPercent, 0),
    }),
    texts: sourceConditionTexts(row),
  }));
}
