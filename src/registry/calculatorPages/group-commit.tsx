import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { calculatorById } from '../calculators';
import type { CalculatorPageContent } from './types';

const content: CalculatorPageContent = {
  id: 'group-commit',
  title: () =>
    translate({
      id: 'groupCommit.page.title',
      message: 'グループコミットと 2 相コミットのシミュレーター',
    }),
  description: () =>
    translate({
      id: 'groupCommit.page.description',
      message:
        'MySQL/InnoDB のコミットで 1 トランザクションあたり何回 fsync が走り、コミット速度の上限がいくつになるかを、サーバーの世代と innodb_flush_log_at_trx_commit・sync_binlog・innodb_support_xa の設定ごとに計算します。クラッシュで失われうるものと、1 件のコミットの手順も示します。',
    }),
  intro: () => (
    <p>
      <Translate
        id="groupCommit.page.intro"
        values={{
          article: (
            <Link to={calculatorById('group-commit').articleRoute}>
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
};

export default content;
