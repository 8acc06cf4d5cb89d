import { translate } from '@docusaurus/Translate';

/** A calculator as the index page and the home page list it. */
export interface CalculatorEntry {
  readonly id: string;
  /** Route of the standalone page (locale prefix is added by Link). */
  readonly to: string;
  /** The article that explains it. */
  readonly articleTo: string;
  readonly title: string;
  readonly description: string;
}

/**
 * Every calculator the site has. Labels are translated at call time, so call
 * this inside a component.
 */
export function calculatorEntries(): readonly CalculatorEntry[] {
  return [
    {
      id: 'hit-ratio',
      to: '/calculators/hit-ratio',
      articleTo: '/docs/io-memory/disk-io-hit-ratio',
      title: translate({
        id: 'calculators.hitRatio.title',
        message: 'バッファプールのヒット率とスループット',
      }),
      description: translate({
        id: 'calculators.hitRatio.description',
        message:
          'ヒット率が数ポイント下がるだけでスループットがどこまで落ちるかを計算します。目標スループットに必要なヒット率や、データ量とアクセスの偏りからのヒット率の見積もりも。',
      }),
    },
  ];
}
