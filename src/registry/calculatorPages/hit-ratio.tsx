import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { calculatorById } from '../calculators';
import type { CalculatorPageContent } from './types';

const content: CalculatorPageContent = {
  id: 'hit-ratio',
  title: () =>
    translate({
      id: 'calculators.hitRatio.title',
      message: 'バッファプールのヒット率とスループット',
    }),
  description: () =>
    translate({
      id: 'calculators.hitRatio.pageDescription',
      message:
        'バッファプールのヒット率が下がるとスループットがどこまで落ちるかを計算します。必要なヒット率の逆算と、データ量・アクセスの偏りからの見積もりもできます。',
    }),
  intro: () => (
    <p>
      <Translate
        id="calculators.hitRatio.intro"
        values={{
          article: (
            <Link to={calculatorById('hit-ratio').articleRoute}>
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
};

export default content;
