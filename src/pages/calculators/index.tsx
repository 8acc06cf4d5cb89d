import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import CalculatorCards from '../../components/CalculatorCards';

export default function CalculatorsIndex(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'calculators.index.title', message: '計算ツール' })}
      description={translate({
        id: 'calculators.index.description',
        message: '記事の数値を自分の条件で試せる計算ツールの一覧です。',
      })}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="calculators.index.heading">計算ツール</Translate>
        </Heading>
        <p>
          <Translate id="calculators.index.intro">
            記事で扱う計算を、自分のシステムの数値で試せます。入力はすべて URL
            に入るので、リンクを共有すれば同じ条件を開けます。
          </Translate>
        </p>
        <CalculatorCards headingLevel={2} />
      </main>
    </Layout>
  );
}
