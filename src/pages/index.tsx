import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import CalculatorCards from '../components/CalculatorCards';
import { topicEntries } from '../registry/topics';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'ホーム' })}
      description={translate({
        id: 'home.description',
        message:
          'MySQL/InnoDB の性能を、出典のある数値と仕組みから解説する日英バイリンガルの技術資料と計算ツール。',
      })}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            <Translate id="home.hero.title">DB パフォーマンス・フィールドガイド</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.hero.lead">
              MySQL/InnoDB
              の性能がどこで決まるのかを、ベンチマークの実測値と仕組みから解説します。グループコミット、AUTO_INCREMENT
              のロック、バッファプールのヒット率、IOPS、ID 設計まで。数値にはすべて出典を付け、2009
              年当時の結果は今のバージョンとハードウェアで何が変わったかと併せて読めるようにしています。
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/docs/io-memory/disk-io-hit-ratio"
            >
              <Translate id="home.hero.readArticles">記事を読む</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/calculators">
              <Translate id="home.hero.openCalculators">計算ツールを使う</Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="home-topics">
          <Heading as="h2" id="home-topics">
            <Translate id="home.topics.heading">トピック</Translate>
          </Heading>
          <ul className={styles.topics}>
            {topicEntries().map((topic) => (
              <li key={topic.id}>
                <Link to={topic.to}>{topic.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-calculators">
          <Heading as="h2" id="home-calculators">
            <Translate id="home.calculators.heading">計算ツール</Translate>
          </Heading>
          <CalculatorCards headingLevel={3} />
        </section>
      </main>
    </Layout>
  );
}
