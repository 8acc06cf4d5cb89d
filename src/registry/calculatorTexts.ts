import { translate } from '@docusaurus/Translate';
import type { CalculatorId } from './calculators';

/** The translated texts of a calculator, for its card and its page's head. */
export interface CalculatorTexts {
  /** Card title (home page, /calculators). */
  readonly cardTitle: string;
  /** Card description. */
  readonly cardDescription: string;
  /** The standalone page's `<title>` and `<h1>`. */
  readonly pageTitle: string;
  /** The standalone page's meta description. */
  readonly pageDescription: string;
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
    pageTitle: translate({
      id: 'statusAnalyzer.page.title',
      message: 'SHOW GLOBAL STATUS アナライザー',
    }),
    pageDescription: translate({
      id: 'statusAnalyzer.page.description',
      message:
        'SHOW GLOBAL STATUS を 2 回貼り付けると、その間の差分からバッファプールのヒット率、I/O と fsync の回数、1 コミットあたりの fsync、一時テーブルの状況を計算し、気になる点を解説記事とあわせて示します。処理はすべてブラウザの中で行います。',
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
    pageTitle: translate({
      id: 'groupCommit.page.title',
      message: 'グループコミットと2相コミットのシミュレーター',
    }),
    pageDescription: translate({
      id: 'groupCommit.page.description',
      message:
        'MySQL/InnoDB のコミットで1トランザクションあたり何回 fsync が走り、コミット速度の上限がいくつになるかを、サーバーの世代と innodb_flush_log_at_trx_commit・sync_binlog・innodb_support_xa の設定ごとに計算します。クラッシュで失われうるものと、1件のコミットの手順も示します。',
    }),
  }),
  'hit-ratio': () => {
    // The card and the page share this title (one translation id).
    const title = translate({
      id: 'calculators.hitRatio.title',
      message: 'バッファプールのヒット率とスループット',
    });
    return {
      cardTitle: title,
      cardDescription: translate({
        id: 'calculators.hitRatio.description',
        message:
          'ヒット率が数ポイント下がるだけでスループットがどこまで落ちるかを計算します。目標スループットに必要なヒット率や、データ量とアクセスの偏りからのヒット率の見積もりも。',
      }),
      pageTitle: title,
      pageDescription: translate({
        id: 'calculators.hitRatio.pageDescription',
        message:
          'バッファプールのヒット率が下がるとスループットがどこまで落ちるかを計算します。必要なヒット率の逆算と、データ量・アクセスの偏りからの見積もりもできます。',
      }),
    };
  },
  iops: () => ({
    cardTitle: translate({ id: 'calculators.iops.title', message: 'IOPS の見積もり' }),
    cardDescription: translate({
      id: 'calculators.iops.description',
      message:
        '複数のシステムの読み書き IOPS を合計し、デバイス・RAID・cgroup やプロビジョンド IOPS の上限と比べて、足りるかどうかと必要な台数を求めます。',
    }),
    pageTitle: translate({ id: 'iops.page.title', message: 'IOPS のサイジング' }),
    pageDescription: translate({
      id: 'iops.page.description',
      message:
        '統合するシステムの読み書き IOPS を合計し、RAID・EBS ボリューム・読み書き別の上限（cgroup）のもとで足りるかを判定します。キュー深度とレイテンシ、gp2 のバーストも計算できます。',
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
    pageTitle: translate({
      id: 'snowflake.page.title',
      message: 'Snowflake 型 ID のレイアウト設計と分解',
    }),
    pageDescription: translate({
      id: 'snowflake.page.description',
      message:
        'Twitter・Discord・Instagram・Sonyflake・Mastodon などの 64 ビット ID を分解・組み立てし、独自のレイアウトを設計します。桁あふれの日時、生成器あたりの ID 数、BIGINT と JavaScript の限界、InnoDB の挿入位置、UUID のバージョンと時刻も確かめられます。',
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
    pageTitle: translate({
      id: 'redshiftTco.page.title',
      message: 'Redshift の TCO と技術的負債の目安',
    }),
    pageDescription: translate({
      id: 'redshiftTco.page.description',
      message:
        'Amazon Redshift の数年間の総コストを、データ量・増加率・ノードタイプ・料金から計算し、2014 年の記事が示した「3 年間で 4 TB あたり 600万〜900万円」などの技術的負債の目安と比べます。',
    }),
  }),
};

/** The texts of one calculator in the current locale. Call inside a component. */
export function calculatorTexts(id: CalculatorId): CalculatorTexts {
  return TEXTS[id]();
}
