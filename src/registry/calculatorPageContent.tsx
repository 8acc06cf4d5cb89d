import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { calculatorById, type CalculatorId } from './calculators';

/**
 * What a standalone page shows around its calculator: the introduction above
 * it (with the link to the article) and, for some, a section below it.
 * Separate from `calculatorTexts.ts` so that the home page's cards do not
 * load these texts.
 */
export interface CalculatorPageContent {
  /**
   * The paragraph(s) between the `<h1>` and the calculator: one element, or
   * an array of keyed elements (each becomes a direct child of `<main>`).
   */
  readonly intro: () => ReactNode;
  /** A block after the calculator, when the page has more to say. */
  readonly after?: () => ReactNode;
}

/** Commands quoted on the status analyzer's page (code, not prose: the same in both languages). */
const STATUS_COMMANDS = {
  table: "mysql -t -e 'SHOW GLOBAL STATUS'",
  batch: "mysql -B -e 'SHOW GLOBAL STATUS'",
  vertical: 'SHOW GLOBAL STATUS\\G',
  admin: 'mysqladmin extended-status',
};

const articleRoute = (id: CalculatorId): string => calculatorById(id).articleRoute;

export const CALCULATOR_PAGE_CONTENT: Record<CalculatorId, CalculatorPageContent> = {
  'status-analyzer': {
    intro: () => [
      <p key="intro">
        <Translate id="statusAnalyzer.page.intro">
          MySQL や MariaDB で SHOW GLOBAL STATUS を、間を空けて 2
          回取って貼り付けてください。ステータス変数は起動時からの累積値なので、2
          回の差分を間隔の秒数で割って、いまの負荷での値を求めます。
        </Translate>
      </p>,
      <p key="privacy">
        <strong>
          <Translate id="statusAnalyzer.page.privacy">
            貼り付けた内容はブラウザの外に出ません。
          </Translate>
        </strong>{' '}
        <Translate id="statusAnalyzer.page.privacy.detail">
          解析はこのページの JavaScript だけで行い、サーバーへの送信も外部への通信もしません。URL
          と共有リンクに入るのは、ヒット率や 1 秒あたりの回数といった計算結果の数値だけです。
        </Translate>
      </p>,
      <p key="formats">
        <Translate
          id="statusAnalyzer.page.howTo"
          values={{
            table: <code>{STATUS_COMMANDS.table}</code>,
            batch: <code>{STATUS_COMMANDS.batch}</code>,
            vertical: <code>{STATUS_COMMANDS.vertical}</code>,
            admin: <code>{STATUS_COMMANDS.admin}</code>,
          }}
        >
          {
            '読める形式: 表形式（{table} や対話中の mysql）、タブ区切り（{batch}、見出し行なしも可）、縦表示（{vertical}）、{admin} の出力。'
          }
        </Translate>
      </p>,
    ],
    after: () => (
      <section aria-labelledby="status-analyzer-articles">
        <Heading as="h2" id="status-analyzer-articles">
          <Translate id="statusAnalyzer.page.articles">関連する記事</Translate>
        </Heading>
        <ul>
          <li>
            <Link to="/docs/io-memory/disk-io-hit-ratio#status-deltas">
              <Translate id="statusAnalyzer.page.articles.hitRatio">
                ディスク I/O とバッファプールのヒット率（ステータス変数の差分）
              </Translate>
            </Link>
          </li>
          <li>
            <Link to="/docs/io-memory/table-design-for-buffer-pool">
              <Translate id="statusAnalyzer.page.articles.tableDesign">
                バッファプールを意識したテーブル設計
              </Translate>
            </Link>
          </li>
          <li>
            <Link to="/docs/transactions-locking/group-commit#fsync-counts">
              <Translate id="statusAnalyzer.page.articles.groupCommit">
                グループコミットとバイナリログの2相コミット（fsync 回数で見る効果）
              </Translate>
            </Link>
          </li>
          <li>
            <Link to="/docs/cloud-storage/iops">
              <Translate id="statusAnalyzer.page.articles.iops">
                IOPS：測り方、バースト、スロットリング
              </Translate>
            </Link>
          </li>
        </ul>
      </section>
    ),
  },
  'group-commit': {
    intro: () => (
      <p>
        <Translate
          id="groupCommit.page.intro"
          values={{
            article: (
              <Link to={articleRoute('group-commit')}>
                <Translate id="groupCommit.page.intro.article">解説記事</Translate>
              </Link>
            ),
          }}
        >
          {
            'バイナリログを有効にすると MySQL 5.0/5.1 でグループコミットが効かなくなった問題と、その後の InnoDB Plugin 1.0.4、MySQL 5.6 以降での解決を、fsync の回数で確かめるためのツールです。背景は{article}で説明しています。入力はすべて URL に入るので、リンクを共有すれば同じ条件を開けます。'
          }
        </Translate>
      </p>
    ),
  },
  'hit-ratio': {
    intro: () => (
      <p>
        <Translate
          id="calculators.hitRatio.intro"
          values={{
            article: (
              <Link to={articleRoute('hit-ratio')}>
                <Translate id="calculators.hitRatio.intro.article">解説記事</Translate>
              </Link>
            ),
          }}
        >
          {
            'メモリで処理できる要求とディスクを読む要求のコストの差から、ヒット率ごとのスループットを求めます。考え方は{article}で説明しています。入力はすべて URL に入るので、リンクを共有すれば同じ条件を開けます。'
          }
        </Translate>
      </p>
    ),
  },
  iops: {
    intro: () => (
      <p>
        <Translate
          id="iops.page.intro"
          values={{
            article: (
              <Link to={articleRoute('iops')}>
                <Translate id="iops.page.intro.article">解説記事</Translate>
              </Link>
            ),
          }}
        >
          {
            '各システムのピーク時の読み取り・書き込み IOPS を合計し、選んだストレージで足りるか、足りなければ何台・何 IOPS 必要かを求めます。読み書き別の上限がかかったときに出せる合計や、キュー深度・帯域も計算できます。考え方は{article}で説明しています。入力はすべて URL に入るので、リンクを共有すれば同じ条件を開けます。'
          }
        </Translate>
      </p>
    ),
  },
  snowflake: {
    intro: () => (
      <p>
        <Translate
          id="snowflake.page.intro"
          values={{
            article: (
              <Link to={articleRoute('snowflake')}>
                <Translate id="snowflake.page.intro.article">解説記事</Translate>
              </Link>
            ),
          }}
        >
          {
            '64 ビットの ID をタイムスタンプ・ノード・連番などのフィールドに分けて読み、組み立て、レイアウトそのものを設計します。主キーにしたときの InnoDB への影響は{article}で説明しています。入力はすべて URL に入るので、リンクを共有すれば同じ条件を開けます。'
          }
        </Translate>
      </p>
    ),
  },
  'redshift-tco': {
    intro: () => (
      <p>
        <Translate
          id="redshiftTco.page.intro"
          values={{
            article: (
              // The section with the cost thresholds the calculator compares against.
              <Link to={`${articleRoute('redshift-tco')}#cost-thresholds`}>
                <Translate id="redshiftTco.page.intro.article">解説記事</Translate>
              </Link>
            ),
          }}
        >
          {
            'データ量と増え方、ノードタイプ（または Serverless）と料金から、年ごとのノード数と累計コストを求め、元記事の「3 年間の累計がこの範囲を超えたら技術的負債」という目安と比べます。目安の背景は{article}で説明しています。価格はすべて上書きでき、入力は URL に入るので、リンクを共有すれば同じ条件を開けます。'
          }
        </Translate>
      </p>
    ),
  },
};
