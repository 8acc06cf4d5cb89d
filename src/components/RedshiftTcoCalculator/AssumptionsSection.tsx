import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Assumption from './Assumption';
import styles from './styles.module.css';

interface Props {
  /** h3 on the calculator's page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/** How the model sizes and bills, and which defaults are the calculator's own assumptions. */
export default function AssumptionsSection({ headingAs }: Props): ReactNode {
  return (
    <section aria-labelledby="redshift-tco-assumptions">
      <Heading as={headingAs} id="redshift-tco-assumptions" className={styles.subheading}>
        <Translate id="redshiftTco.assumptions.heading">計算の前提</Translate>
      </Heading>
      <ul className={styles.noteList}>
        <li>
          <Translate id="redshiftTco.assumptions.hours">
            金額はすべて米ドルで計算し、円は入力した為替レートで換算します。1 年は 8,760 時間（365
            日 × 24 時間）、1 か月は 1 年の 12 分の 1 です。
          </Translate>
        </li>
        <li>
          <Translate id="redshiftTco.assumptions.sizing">
            ノード数は各年の終わりのデータ量で決めます（年の途中で足りなくならないように）。DC2・DS2
            はノードあたりの容量 × ディスク使用率の上限で割り、RA3
            はノードあたりのマネージドストレージの上限だけを満たせばよいものとします。
          </Translate>
        </li>
        <li>
          <Translate id="redshiftTco.assumptions.storage">
            RA3 と Serverless
            のマネージドストレージは、その年の平均データ量（年初と年末の平均）に対して課金します。
          </Translate>
        </li>
        <li>
          <Translate id="redshiftTco.assumptions.serverless">
            Serverless の計算資源は「基本容量 × 1 日の利用時間 × 365 日」の RPU
            時間で見積もります。実際の課金はクエリが動いた秒数に応じるので、利用時間は見込みです。
          </Translate>
        </li>
        <li>
          <Assumption>
            <Translate id="redshiftTco.assumptions.defaults">
              既定値のうち、圧縮率 3:1、Serverless の 1 日 8 時間、ディスク使用率の上限 75
              %、基本容量 8 RPU はこの計算ツールが置いた仮定で、出典の数値ではありません。4
              TB（出典の 2 つの目安のうち小さい方）、3 年（出典の期間）、増加率 0 %
              は出典に合わせた既定値です。
            </Translate>
          </Assumption>
        </li>
        <li>
          <Translate id="redshiftTco.assumptions.bands">
            出典の目安は 2014
            年の円建ての感覚値で、元記事は時間とともに確実に下がると書いています。比べるときは、入力したデータ量に最も近い目安（4
            TB か 10
            TB）をそのまま使い、間や外側を比例換算はしません。ドル表示でも比較は円で行います。
          </Translate>
        </li>
        <li>
          <Translate id="redshiftTco.assumptions.alternative">
            代替手段の年額を「データ量に比例」とした場合は、1
            年目の平均データ量に対する各年の平均データ量の比で増やします。
          </Translate>
        </li>
      </ul>
    </section>
  );
}
