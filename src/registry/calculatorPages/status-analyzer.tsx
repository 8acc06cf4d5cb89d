import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import type { CalculatorPageContent } from './types';

/** Commands quoted on the status analyzer's page (code, not prose: the same in both languages). */
const STATUS_COMMANDS = {
  table: "mysql -t -e 'SHOW GLOBAL STATUS'",
  batch: "mysql -B -e 'SHOW GLOBAL STATUS'",
  vertical: 'SHOW GLOBAL STATUS\\G',
  admin: 'mysqladmin extended-status',
};

const content: CalculatorPageContent = {
  id: 'status-analyzer',
  title: () =>
    translate({
      id: 'statusAnalyzer.page.title',
      message: 'SHOW GLOBAL STATUS アナライザー',
    }),
  description: () =>
    translate({
      id: 'statusAnalyzer.page.description',
      message:
        'SHOW GLOBAL STATUS を 2 回貼り付けると、その間の差分からバッファプールのヒット率、I/O と fsync の回数、1 コミットあたりの fsync、一時テーブルの状況を計算し、気になる点を解説記事とあわせて示します。処理はすべてブラウザの中で行います。',
    }),
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
              グループコミットとバイナリログの 2 相コミット（fsync 回数で見る効果）
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
};

export default content;
