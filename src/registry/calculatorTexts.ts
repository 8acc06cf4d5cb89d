import { translate } from '@docusaurus/Translate';
import type { CalculatorId } from './calculators';

/**
 * The translated texts of a calculator's card (home page, /calculators). The
 * standalone page's own texts are in `calculatorPages/<id>.tsx`.
 */
export interface CalculatorTexts {
  /** Card title (home page, /calculators). */
  readonly cardTitle: string;
  /** Card description. */
  readonly cardDescription: string;
}

/*
 * One function per calculator: `translate()` reads the current locale, so the
 * texts are built at call time, inside a component. Each call is written out
 * with literal ids and messages because `docusaurus write-translations` finds
 * them by reading the source.
 */
const TEXTS: Record<CalculatorId, () => CalculatorTexts> = {
  'status-analyzer': () => ({
    cardTitle: translate({
      id: 'calculators.statusAnalyzer.title',
      message: 'SHOW GLOBAL STATUS アナライザー',
    }),
    cardDescription: translate({
      id: 'calculators.statusAnalyzer.description',
      message:
        '2 回分の SHOW GLOBAL STATUS を貼り付けると、差分からヒット率・fsync 回数・I/O を求め、気になる点を記事と計算ツールにつなげます。データはブラウザーの外に出ません。',
    }),
  }),
  'group-commit': () => ({
    cardTitle: translate({
      id: 'calculators.groupCommit.title',
      message: 'グループコミットと 2 相コミット',
    }),
    cardDescription: translate({
      id: 'calculators.groupCommit.description',
      message:
        'サーバーの世代と innodb_flush_log_at_trx_commit・sync_binlog の設定から、1 トランザクションあたりの fsync 回数とコミット性能の上限、クラッシュで失われうるものを求めます。1 回のコミットの流れも順に追えます。',
    }),
  }),
  'hit-ratio': () => ({
    // The page's title too (calculatorPages/hit-ratio.tsx): one translation id.
    cardTitle: translate({
      id: 'calculators.hitRatio.title',
      message: 'バッファプールのヒット率とスループット',
    }),
    cardDescription: translate({
      id: 'calculators.hitRatio.description',
      message:
        'ヒット率が数ポイント下がるだけでスループットがどこまで落ちるかを計算します。目標スループットに必要なヒット率や、データ量とアクセスの偏りからのヒット率の見積もりも。',
    }),
  }),
  iops: () => ({
    cardTitle: translate({ id: 'calculators.iops.title', message: 'IOPS の見積もり' }),
    cardDescription: translate({
      id: 'calculators.iops.description',
      message:
        '複数のシステムの読み書き IOPS を合計し、デバイス・RAID・cgroup やプロビジョンド IOPS の上限と比べて、足りるかどうかと必要な台数を求めます。',
    }),
  }),
  snowflake: () => ({
    cardTitle: translate({
      id: 'calculators.snowflake.title',
      message: 'Snowflake ID のビット設計',
    }),
    cardDescription: translate({
      id: 'calculators.snowflake.description',
      message:
        'Twitter・Discord・Instagram などの 64 ビット ID を分解・生成し、ビット配分から寿命や生成速度、InnoDB への挿入の局所性を確かめます。UUID v1/v7 の時刻も読めます。',
    }),
  }),
  'redshift-tco': () => ({
    cardTitle: translate({
      id: 'calculators.redshiftTco.title',
      message: 'Redshift の総保有コスト',
    }),
    cardDescription: translate({
      id: 'calculators.redshiftTco.description',
      message:
        'データ量と増加率から必要なノード数と 3 年間の費用を求め、2014 年の記事が「技術的負債」とした金額の目安と比べます。',
    }),
  }),
};

/** The texts of one calculator in the current locale. Call inside a component. */
export function calculatorTexts(id: CalculatorId): CalculatorTexts {
  return TEXTS[id]();
}
