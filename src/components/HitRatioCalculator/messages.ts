import type {
  AccessCostWarningCode,
  HitRatioErrorCode,
  RequiredHitRatioErrorCode,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { EstimateErrorCode } from '../../calculators/hit-ratio/estimateHitRatio';
import type { OverheadErrorCode } from '../../calculators/hit-ratio/devicePresets';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

type Code =
  | AccessCostWarningCode
  | HitRatioErrorCode
  | RequiredHitRatioErrorCode
  | EstimateErrorCode
  | OverheadErrorCode;

/** The maths module's codes as sentences in the page's language. */
export function hitRatioMessage(code: Code): string {
  switch (code) {
    case 'disk-cheaper-than-memory':
      return pageText(hitRatioStrings, 'hitRatio.message.diskCheaper');
    case 'disk-equals-memory':
      return pageText(hitRatioStrings, 'hitRatio.message.diskEquals');
    case 'disk-not-slower-than-memory':
      return pageText(hitRatioStrings, 'hitRatio.message.diskNotSlower');
    case 'unreachable':
      return pageText(hitRatioStrings, 'hitRatio.message.unreachable');
    case 'target-out-of-range':
      return pageText(hitRatioStrings, 'hitRatio.message.targetOutOfRange');
    case 'hit-ratio-out-of-range':
    case 'memory-cost-out-of-range':
    case 'disk-cost-out-of-range':
    case 'overhead-out-of-range':
    case 'steps-out-of-range':
    case 'data-size-out-of-range':
    case 'buffer-pool-out-of-range':
    case 'zipf-exponent-out-of-range':
    case 'unknown-skew':
      return pageText(hitRatioStrings, 'hitRatio.message.outOfModelRange');
  }
}
