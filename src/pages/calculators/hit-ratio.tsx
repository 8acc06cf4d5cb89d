import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import HitRatioCalculator from '../../components/HitRatioCalculator';

export default function HitRatioCalculatorPage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'calculators.hitRatio.title',
        message: 'バッファプールのヒット率とスループット',
      })}
      description={translate({
        id: 'calculators.hitRatio.pageDescription',
        message:
          'バッファプールのヒット率が下がるとスループットがどこまで落ちるかを計算します。必要なヒット率の逆算と、データ量・アクセスの偏りからの見積もりもできます。',
      })}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="calculators.hitRatio.title">
            バッファプールのヒット率とスループット
          </Translate>
        </Heading>
        <p>
          <Translate
            id="calculators.hitRatio.intro"
            values={{
              article: (
                <Link to="/docs/io-memory/disk-io-hit-ratio">
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
        <HitRatioCalculator />
      </main>
    </Layout>
  );
}
