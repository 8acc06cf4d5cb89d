import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

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
      label: pageText(snowflakeStrings, 'snowflake.seed.randomInt'),
      measured: pageText(snowflakeStrings, 'snowflake.seed.randomInt.measured'),
      parts: [{ name: 'random', kind: 'random', bits: 32 }],
    },
    {
      key: 'incremental-bigint',
      label: pageText(snowflakeStrings, 'snowflake.seed.incrementalBigint'),
      measured: pageText(snowflakeStrings, 'snowflake.seed.incrementalBigint.measured'),
      parts: presets.source.layout.map(({ name, kind, bits }) => ({ name, kind, bits })),
    },
    {
      key: 'random-bigint',
      label: pageText(snowflakeStrings, 'snowflake.seed.randomBigint'),
      measured: pageText(snowflakeStrings, 'snowflake.seed.randomBigint.measured'),
      parts: [{ name: 'random', kind: 'random', bits: 64 }],
    },
    {
      key: 'uuid-shard',
      label: pageText(snowflakeStrings, 'snowflake.seed.uuidShard'),
      measured: pageText(snowflakeStrings, 'snowflake.seed.uuidShard.measured'),
      parts: seedCompositeKeys.uuidV1ThenShard,
    },
    {
      key: 'shard-uuid',
      label: pageText(snowflakeStrings, 'snowflake.seed.shardUuid'),
      measured: pageText(snowflakeStrings, 'snowflake.seed.shardUuid.measured'),
      parts: seedCompositeKeys.shardThenUuidV1,
    },
  ];
}

function verdictText(locality: InsertLocality): string {
  return locality === 'increasing'
    ? pageText(snowflakeStrings, 'snowflake.locality.increasingShort')
    : pageText(snowflakeStrings, 'snowflake.locality.scatteredShort');
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
      reason = pageText(snowflakeStrings, 'snowflake.locality.leadingTimestamp', { part });
      break;
    case 'leading-counter':
      reason = pageText(snowflakeStrings, 'snowflake.locality.leadingCounter', { part });
      break;
    case 'prefixed-timestamp':
    case 'prefixed-counter':
      reason = pageText(snowflakeStrings, 'snowflake.locality.prefixed', {
        part,
        prefix,
        points: formatBig(report.insertionPoints ?? 0n),
      });
      break;
    case 'no-ordered-part':
      reason = pageText(snowflakeStrings, 'snowflake.locality.noOrderedPart');
      break;
  }

  return (
    <section aria-labelledby="snowflake-locality-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-locality-heading" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.locality.heading')}
      </Heading>
      <div className={styles.twoColumns}>
        <div>
          <p
            className={styles.verdict}
            data-testid="snowflake-locality"
            data-locality={report.locality}
          >
            {report.locality === 'increasing'
              ? pageText(snowflakeStrings, 'snowflake.locality.increasing')
              : pageText(snowflakeStrings, 'snowflake.locality.scattered')}
          </p>
          <p>{reason}</p>
          {report.locality === 'scattered' && report.insertionPoints !== null ? (
            <p className={styles.hint}>
              {pageText(snowflakeStrings, 'snowflake.locality.hotPages', {
                bytes: formatBytes(hotLeafPageBytes(report.insertionPoints), format.significant),
              })}
            </p>
          ) : null}
        </div>
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <caption>{pageText(snowflakeStrings, 'snowflake.seed.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{pageText(snowflakeStrings, 'snowflake.seed.key')}</th>
                <th scope="col">{pageText(snowflakeStrings, 'snowflake.seed.measured')}</th>
                <th scope="col">{pageText(snowflakeStrings, 'snowflake.seed.verdict')}</th>
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
          <p className={styles.hint}>{pageText(snowflakeStrings, 'snowflake.seed.notes')}</p>
          {SEED_CITATION ? <CitationList citations={[SEED_CITATION]} /> : null}
        </div>
      </div>
    </section>
  );
}
