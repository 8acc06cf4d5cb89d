import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {
  classifyInsertLocality,
  hotLeafPageBytes,
  type IdLayout,
  type InsertLocality,
  type KeyPart,
  layoutInsertLocality,
  presets,
  seedCompositeKeys,
} from '../../calculators/snowflake';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import CitationList from './CitationList';
import { fieldLabel } from './labels';
import { formatBytes, useBigIntFormat } from './format';
import styles from './styles.module.css';

interface Props {
  readonly layout: IdLayout;
  readonly headingAs: 'h3' | 'h4';
}

const SEED_CITATION = presets.source.sources.find((c) => c.source === 'sifue-mysql-id-strategy');

/** The key shapes the seed measured, with what it reports for each. */
function seedRows(): readonly {
  key: string;
  label: string;
  measured: string;
  parts: readonly KeyPart[];
}[] {
  return [
    {
      key: 'random-int',
      label: translate({
        id: 'snowflake.seed.randomInt',
        message: 'ランダムな INT（4 バイト × 2）',
      }),
      measured: translate({
        id: 'snowflake.seed.randomInt.measured',
        message: 'ほぼずっと毎秒 4,000〜5,000 件',
      }),
      parts: [{ name: 'random', kind: 'random', bits: 32 }],
    },
    {
      key: 'incremental-bigint',
      label: translate({
        id: 'snowflake.seed.incrementalBigint',
        message: 'インクリメンタルな BIGINT（i × 2³²）',
      }),
      measured: translate({
        id: 'snowflake.seed.incrementalBigint.measured',
        message: 'ほぼずっと毎秒 4,000〜5,000 件',
      }),
      parts: presets.source.layout.map(({ name, kind, bits }) => ({ name, kind, bits })),
    },
    {
      key: 'random-bigint',
      label: translate({
        id: 'snowflake.seed.randomBigint',
        message: 'ランダムな BIGINT（8 バイト × 2）',
      }),
      measured: translate({
        id: 'snowflake.seed.randomBigint.measured',
        message: '毎秒 1,000 件前後で、データ量が増えるにつれて悪化',
      }),
      parts: [{ name: 'random', kind: 'random', bits: 64 }],
    },
    {
      key: 'uuid-shard',
      label: translate({
        id: 'snowflake.seed.uuidShard',
        message: 'UUIDv1 + シャード ID（BINARY(18)）',
      }),
      measured: translate({
        id: 'snowflake.seed.uuidShard.measured',
        message: '毎秒 4,000〜5,000 件を維持',
      }),
      parts: seedCompositeKeys.uuidV1ThenShard,
    },
    {
      key: 'shard-uuid',
      label: translate({
        id: 'snowflake.seed.shardUuid',
        message: 'シャード ID + UUIDv1（BINARY(18)）',
      }),
      measured: translate({
        id: 'snowflake.seed.shardUuid.measured',
        message: '良い性能が出なかった（数値の記載なし）',
      }),
      parts: seedCompositeKeys.shardThenUuidV1,
    },
  ];
}

function verdictText(locality: InsertLocality): string {
  return locality === 'increasing'
    ? translate({ id: 'snowflake.locality.increasingShort', message: '昇順（右端に追記）' })
    : translate({ id: 'snowflake.locality.scatteredShort', message: '散らばる' });
}

/**
 * Where new rows land in the clustered index when this layout is the primary
 * key, beside the seed's measurements of the same key shapes.
 */
export default function LocalitySection({ layout, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  const formatBig = useBigIntFormat();
  const report = layoutInsertLocality(layout);
  const part = report.orderedPart === null ? '' : fieldLabel(report.orderedPart);
  const prefix = report.prefixParts.map(fieldLabel).join(', ');

  let reason: ReactNode;
  switch (report.reason) {
    case 'leading-timestamp':
      reason = (
        <Translate id="snowflake.locality.leadingTimestamp" values={{ part }}>
          {
            '上位で値が変わる最初のフィールドがタイムスタンプ（{part}）なので、ID は作られた順にほぼ増えていきます。複数の生成器の ID は同じミリ秒の中で入り混じるだけで、挿入先は右端付近の少数のページに集まります。出典で毎秒 4,000〜5,000 件を保った「インクリメンタルな BIGINT」や「UUIDv1 + シャード ID」と同じ形です。'
          }
        </Translate>
      );
      break;
    case 'leading-counter':
      reason = (
        <Translate id="snowflake.locality.leadingCounter" values={{ part }}>
          {
            '上位で値が変わる最初のフィールドがカウンタ（{part}）なので、カウンタが増え続ける限り挿入は右端に集まります。出典の「インクリメンタルな BIGINT」と同じ形です。'
          }
        </Translate>
      );
      break;
    case 'prefixed-timestamp':
    case 'prefixed-counter':
      reason = (
        <Translate
          id="snowflake.locality.prefixed"
          values={{
            part,
            prefix,
            points: formatBig(report.insertionPoints ?? 0n),
          }}
        >
          {
            '増えていく部分（{part}）より上位に {prefix} があるため、その値ごとに別々の「右端」ができ、挿入先は最大 {points} か所に分かれます。値の種類が少なければ（動いている生成器が数台なら）影響は小さいものの、行ごとに変わる値なら、出典で性能が出なかった「シャード ID + UUIDv1」と同じく挿入が散らばります。'
          }
        </Translate>
      );
      break;
    case 'no-ordered-part':
      reason = (
        <Translate id="snowflake.locality.noOrderedPart">
          時刻とともに増えるフィールド（タイムスタンプか連番）がないため、挿入はインデックス全体に散らばります。出典で毎秒
          1,000 件前後まで落ちた「ランダムな BIGINT」と同じ形です。
        </Translate>
      );
      break;
  }

  return (
    <section aria-labelledby="snowflake-locality-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-locality-heading" className={styles.subheading}>
        <Translate id="snowflake.locality.heading">InnoDB の挿入位置（主キーにした場合）</Translate>
      </Heading>
      <div className={styles.twoColumns}>
        <div>
          <p
            className={styles.verdict}
            data-testid="snowflake-locality"
            data-locality={report.locality}
          >
            {report.locality === 'increasing' ? (
              <Translate id="snowflake.locality.increasing">
                昇順に届く：新しい行はクラスタインデックスの右端に追記されます
              </Translate>
            ) : (
              <Translate id="snowflake.locality.scattered">
                散らばる：新しい行はインデックスの複数の場所に挿入されます
              </Translate>
            )}
          </p>
          <p>{reason}</p>
          {report.locality === 'scattered' && report.insertionPoints !== null ? (
            <p className={styles.hint}>
              <Translate
                id="snowflake.locality.hotPages"
                values={{
                  bytes: formatBytes(hotLeafPageBytes(report.insertionPoints), format.significant),
                }}
              >
                {
                  '挿入先ごとに 16 KiB のリーフページを 1 枚ずつバッファプールに置いておくだけで、最大 {bytes} が必要です。これを超えると挿入のたびにディスクからページを読むことになります。'
                }
              </Translate>
            </p>
          ) : null}
        </div>
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <caption>
              <Translate id="snowflake.seed.caption">
                出典の測定：MySQL 5.5、MacBook Pro（2011 年後期）、各パターン 500 万件の単一行
                INSERT。判定はこのページのモデルによるもの。
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="snowflake.seed.key">主キー</Translate>
                </th>
                <th scope="col">
                  <Translate id="snowflake.seed.measured">出典の挿入速度（500 万行まで）</Translate>
                </th>
                <th scope="col">
                  <Translate id="snowflake.seed.verdict">このページの判定</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {seedRows().map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.measured}</td>
                  <td>{verdictText(classifyInsertLocality(row.parts).locality)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>
            <Translate id="snowflake.seed.notes">
              ランダムな INT は散らばる形ですが、出典の 500
              万行では遅くなりませんでした。挿入先のページがまだバッファプールに収まっていたためと考えられ、行数が増えるかメモリが減れば同じように落ちます。UUIDv1
              は文字列のバイト順だと先頭の time_low が約 429.5 秒ごとに 0
              に戻るため、厳密な昇順ではありません（下の UUID の節を参照）。
            </Translate>
          </p>
          {SEED_CITATION ? <CitationList citations={[SEED_CITATION]} /> : null}
        </div>
      </div>
    </section>
  );
}
