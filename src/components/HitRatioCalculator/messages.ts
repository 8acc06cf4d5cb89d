import { translate } from '@docusaurus/Translate';
import type {
  AccessCostWarningCode,
  HitRatioErrorCode,
  RequiredHitRatioErrorCode,
} from '../../calculators/hit-ratio/hitRatioThroughput';
import type { EstimateErrorCode } from '../../calculators/hit-ratio/estimateHitRatio';
import type { OverheadErrorCode } from '../../calculators/hit-ratio/devicePresets';

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
      return translate({
        id: 'hitRatio.message.diskCheaper',
        message:
          'ディスク側のコストがメモリ側より小さく設定されています。この場合はヒット率が下がるほど速くなり、現実のバッファプールとは逆の結果になります。',
      });
    case 'disk-equals-memory':
      return translate({
        id: 'hitRatio.message.diskEquals',
        message: 'ディスク側とメモリ側のコストが同じなので、ヒット率はスループットに影響しません。',
      });
    case 'disk-not-slower-than-memory':
      return translate({
        id: 'hitRatio.message.diskNotSlower',
        message:
          'ディスク側がメモリ側より遅くないため、「必要なヒット率」は定まりません。コストを見直してください。',
      });
    case 'unreachable':
      return translate({
        id: 'hitRatio.message.unreachable',
        message: 'すべてメモリで処理した場合（100 %）を超えるスループットは出せません。',
      });
    case 'target-out-of-range':
      return translate({
        id: 'hitRatio.message.targetOutOfRange',
        message: '目標スループットは 0 % より大きく 100 % 以下で指定してください。',
      });
    case 'hit-ratio-out-of-range':
    case 'memory-cost-out-of-range':
    case 'disk-cost-out-of-range':
    case 'overhead-out-of-range':
    case 'steps-out-of-range':
    case 'data-size-out-of-range':
    case 'buffer-pool-out-of-range':
    case 'zipf-exponent-out-of-range':
    case 'unknown-skew':
      return translate({
        id: 'hitRatio.message.outOfModelRange',
        message: 'この組み合わせはモデルが扱える範囲を超えています。値を小さくしてください。',
      });
  }
}
