import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { calculatorById } from '../calculators';
import type { CalculatorPageContent } from './types';

const content: CalculatorPageContent = {
  id: 'iops',
  title: () => translate({ id: 'iops.page.title', message: 'IOPS のサイジング' }),
  description: () =>
    translate({
      id: 'iops.page.description',
      message:
        '統合するシステムの読み書き IOPS を合計し、RAID・EBS ボリューム・読み書き別の上限（cgroup）のもとで足りるかを判定します。キュー深度とレイテンシ、gp2 のバーストも計算できます。',
    }),
  intro: () => (
    <p>
      <Translate
        id="iops.page.intro"
        values={{
          article: (
            <Link to={calculatorById('iops').articleRoute}>
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
};

export default content;
