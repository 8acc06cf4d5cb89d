import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import IopsCalculator from '../../components/IopsCalculator';

export default function IopsCalculatorPage(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'iops.page.title', message: 'IOPS のサイジング' })}
      description={translate({
        id: 'iops.page.description',
        message:
          '統合するシステムの読み書き IOPS を合計し、RAID・EBS ボリューム・読み書き別の上限（cgroup）のもとで足りるかを判定します。キュー深度とレイテンシ、gp2 のバーストも計算できます。',
      })}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="iops.page.title">IOPS のサイジング</Translate>
        </Heading>
        <p>
          <Translate
            id="iops.page.intro"
            values={{
              article: (
                <Link to="/docs/cloud-storage/iops">
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
        <IopsCalculator />
      </main>
    </Layout>
  );
}
