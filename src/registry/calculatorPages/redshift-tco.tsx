import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { calculatorById } from '../calculators';
import type { CalculatorPageContent } from './types';

const content: CalculatorPageContent = {
  id: 'redshift-tco',
  title: () =>
    translate({
      id: 'redshiftTco.page.title',
      message: 'Redshift の TCO と技術的負債の目安',
    }),
  description: () =>
    translate({
      id: 'redshiftTco.page.description',
      message:
        'Amazon Redshift の数年間の総コストを、データ量・増加率・ノードタイプ・料金から計算し、2014 年の記事が示した「3 年間で 4 TB あたり 600万〜900万円」などの技術的負債の目安と比べます。',
    }),
  intro: () => (
    <p>
      <Translate
        id="redshiftTco.page.intro"
        values={{
          article: (
            // The section with the cost thresholds the calculator compares against.
            <Link to={`${calculatorById('redshift-tco').articleRoute}#cost-thresholds`}>
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
};

export default content;
