import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import CalculatorFrame from '../CalculatorFrame';
import ChoiceField from '../ChoiceField';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import PresetButton from '../CalculatorFrame/PresetButton';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import {
  decode,
  type IdLayout,
  isPresetKey,
  type LayoutStringIssue,
  parseLayout,
  PRESET_KEYS,
  type PresetKey,
  presets,
  serializeLayout,
} from '../../calculators/snowflake';
import CitationList from './CitationList';
import ConsequencesSection from './ConsequencesSection';
import DecodedId from './DecodedId';
import { readIdInput } from './idInput';
import EncodeSection from './EncodeSection';
import LayoutEditor from './LayoutEditor';
import LocalitySection from './LocalitySection';
import MeasuredInsertRates from './MeasuredInsertRates';
import TextField from './TextField';
import UuidInspector from './UuidInspector';
import { useNowMs } from './format';
import { presetLabel, presetNote } from './labels';
import { idErrorMessage, layoutIssueWithField } from './messages';
import { DEFAULT_PRESET, snowflakeParams, type SnowflakeParams } from './params';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

const CUSTOM = 'custom';

interface ResolvedLayout {
  readonly layout: IdLayout;
  /** The preset in use, or null for a custom layout. */
  readonly presetKey: PresetKey | null;
  /** Why the parameter could not be used (the default preset stands in). */
  readonly issues: readonly LayoutStringIssue[];
}

/** The `layout` parameter: a preset key or a layout string; the default preset when unreadable. */
function resolveLayout(text: string): ResolvedLayout {
  if (isPresetKey(text)) return { layout: presets[text].layout, presetKey: text, issues: [] };
  const parsed = parseLayout(text);
  if (parsed.ok) return { layout: parsed.value, presetKey: null, issues: [] };
  return {
    layout: presets[DEFAULT_PRESET].layout,
    presetKey: DEFAULT_PRESET,
    issues: parsed.errors,
  };
}

/**
 * Snowflake-style ID layouts: decode and encode 64-bit IDs, design a layout
 * on a bit ribbon, see what it implies (clock overflow, throughput, BIGINT
 * and JavaScript limits, InnoDB insert locality), and inspect UUIDs. Renders
 * the maths of src/calculators/snowflake; all state lives in the URL.
 */
export default function SnowflakeCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<SnowflakeParams>(snowflakeParams);
  const { values, texts, errors, setText, setTexts } = state;
  const format = useNumberFormat();
  const nowMs = useNowMs();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';

  const resolved = resolveLayout(values.layout);
  const { layout, presetKey } = resolved;
  const preset = presetKey === null ? null : presets[presetKey];

  const layoutErrors: string[] = [];
  if (errors.layout) {
    layoutErrors.push(paramErrorMessage(errors.layout, format.number, presetLabel(DEFAULT_PRESET)));
  } else if (resolved.issues.length > 0) {
    layoutErrors.push(
      translate(
        {
          id: 'snowflake.layout.unreadable',
          message: 'レイアウトを読めませんでした: {issues} 代わりに {preset} で計算しています。',
        },
        {
          issues: resolved.issues.map(layoutIssueWithField).join(' '),
          preset: presetLabel(DEFAULT_PRESET),
        },
      ),
    );
  }

  const idInput = readIdInput(texts.id, values.id, errors.id, layout, preset?.example ?? null);
  const shownId: bigint | null =
    idInput.kind === 'ok'
      ? idInput.id
      : idInput.kind === 'example'
        ? idInput.example.id
        : idInput.kind === 'error' && idInput.example
          ? idInput.example.id
          : null;
  const decoded = shownId === null ? null : decode(shownId, layout);

  let idError: string | null = null;
  let idWarning: string | null = null;
  if (idInput.kind === 'error') {
    idError = idInput.example
      ? `${idErrorMessage(idInput.code)} ${translate(
          {
            id: 'snowflake.id.fallbackExample',
            message: '代わりに例の ID {id} を分解しています。',
          },
          { id: idInput.example.id.toString() },
        )}`
      : idErrorMessage(idInput.code);
  } else if (idInput.kind === 'ok' && idInput.warning !== null) {
    idWarning = idErrorMessage(idInput.warning);
  }

  // Leaving a preset for a custom layout keeps its example ID in the decoder,
  // so the reader sees how the same bits read under the edited layout; picking
  // a preset again drops an example ID so that the new preset's own shows.
  const setLayoutText = (text: string) => {
    const example = preset?.example;
    const typedId = texts.id.trim();
    const isExampleId = PRESET_KEYS.some((key) => presets[key].example?.id.toString() === typedId);
    if (typedId === '' && example && !isPresetKey(text)) {
      setTexts({ layout: text, id: example.id.toString() });
    } else if (isPresetKey(text) && isExampleId) {
      setTexts({ layout: text, id: '' });
    } else {
      setText('layout', text);
    }
  };

  const choices = [
    ...PRESET_KEYS.map((key) => ({ value: key, label: presetLabel(key) })),
    {
      value: CUSTOM,
      label: translate({
        id: 'snowflake.layout.custom',
        message: 'カスタム（編集したレイアウト）',
      }),
    },
  ];

  const inputs = (
    <>
      <ChoiceField
        name="layout"
        label={<Translate id="snowflake.layout.label">ID のレイアウト</Translate>}
        value={presetKey ?? CUSTOM}
        choices={choices}
        error={layoutErrors.length > 0 ? layoutErrors.join(' ') : undefined}
        onChange={(choice) => {
          setLayoutText(choice === CUSTOM ? serializeLayout(layout) : choice);
        }}
        hint={
          preset ? (
            presetNote(preset.key)
          ) : (
            <Translate id="snowflake.layout.customHint">
              下のビット配置で編集したレイアウトです。URL にそのまま入るので、リンクで共有できます。
            </Translate>
          )
        }
      />
      {preset ? (
        <div className={styles.presetSources}>
          <p className={styles.hint}>
            <Translate id="snowflake.layout.sources">このレイアウトの出典:</Translate>
          </p>
          <CitationList citations={preset.sources} />
        </div>
      ) : null}
      <TextField
        name="id"
        label={
          <Translate id="snowflake.id.label">
            分解する ID（10 進または 0x で始まる 16 進）
          </Translate>
        }
        value={texts.id}
        code
        placeholder={preset?.example ? preset.example.id.toString() : undefined}
        onChange={(text) => {
          setText('id', text);
        }}
        error={idError}
        warning={idWarning}
        hint={
          idInput.kind === 'example' ? (
            <Translate id="snowflake.id.exampleHint">
              空欄のときは、このレイアウトの出典にある実在の ID を例として分解します。
            </Translate>
          ) : (
            <Translate id="snowflake.id.hint">
              数値のまま（JavaScript の number を通さずに）読むので、2⁵³ を超える ID
              も桁が落ちません。
            </Translate>
          )
        }
      />
      {texts.id !== '' ? (
        <PresetButton
          resets
          onClick={() => {
            setText('id', '');
          }}
        >
          <Translate id="snowflake.id.clear">入力を消して例の ID に戻す</Translate>
        </PresetButton>
      ) : null}
    </>
  );

  const exampleNote =
    idInput.kind === 'example' ? (
      <div className={styles.exampleNote}>
        <p>
          <Translate
            id="snowflake.example.note"
            values={{ preset: preset ? presetLabel(preset.key) : '' }}
          >
            {'例: {preset} の出典に載っている ID を分解しています。'}
          </Translate>
          {idInput.example.documentedTime !== null ? (
            <>
              {' '}
              <Translate
                id="snowflake.example.documentedTime"
                values={{ time: <code>{idInput.example.documentedTime}</code> }}
              >
                {'出典に書かれた作成日時: {time}'}
              </Translate>
            </>
          ) : null}
        </p>
        <CitationList citations={[idInput.example.source]} />
      </div>
    ) : null;

  const results = (
    <>
      {exampleNote}
      {shownId !== null ? (
        <DecodedId id={shownId} layout={layout} />
      ) : (
        <p className={styles.placeholder}>
          <Translate id="snowflake.decode.prompt">
            分解する ID を入力してください。このレイアウトには出典の例の ID がありません。
          </Translate>
        </p>
      )}
    </>
  );

  // Speaker mode's scenarios: the sources' layouts, each decoding its
  // documented example ID (an empty `id` shows the preset's example).
  const scenarios = [
    {
      id: 'twitter',
      label: translate({
        id: 'presentation.scenario.snowflake.twitter',
        message: 'Twitter Snowflake（2010 年）のレイアウト',
      }),
      texts: { layout: 'twitter', id: '' },
    },
    {
      id: 'discord',
      label: translate({
        id: 'presentation.scenario.snowflake.discord',
        message: 'Discord のレイアウトとドキュメントの例の ID',
      }),
      texts: { layout: 'discord', id: '' },
    },
    {
      id: 'instagram',
      label: translate({
        id: 'presentation.scenario.snowflake.instagram',
        message: 'Instagram（2011 年）のレイアウト',
      }),
      texts: { layout: 'instagram', id: '' },
    },
    {
      id: 'source-i-2-32',
      label: translate({
        id: 'presentation.scenario.snowflake.source',
        message: '出典の i × 2³² 方式（sifue/mysql_id_strategy）',
      }),
      texts: { layout: 'source', id: '' },
    },
  ];

  return (
    <CalculatorFrame
      id="snowflake-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={<Translate id="snowflake.title">64 ビット ID のレイアウトを設計・分解する</Translate>}
      urlErrorNames={state.urlErrorNames.map(String)}
      inputs={inputs}
      results={results}
      scenarios={scenarios}
      onApplyScenario={setTexts}
    >
      <LayoutEditor
        layoutText={texts.layout}
        layout={layout}
        onCommit={setLayoutText}
        id={shownId}
        headingAs={subheading}
      />
      <EncodeSection
        layout={layout}
        atText={texts.at}
        atValue={values.at}
        atError={errors.at}
        valuesText={texts.values}
        onChange={(next) => {
          setTexts(next);
        }}
        decoded={decoded}
        headingAs={subheading}
      />
      <ConsequencesSection layout={layout} nowMs={nowMs} headingAs={subheading} />
      <LocalitySection layout={layout} headingAs={subheading} />
      <MeasuredInsertRates layout={layout} headingAs={subheading} />
      <UuidInspector
        text={texts.uuid}
        value={values.uuid}
        error={errors.uuid}
        onChange={(text) => {
          setText('uuid', text);
        }}
        headingAs={subheading}
      />
      {embedded ? null : (
        <p className={styles.source}>
          <Translate
            id="snowflake.article"
            values={{
              article: (
                <Link to="/docs/id-design/id-strategy">
                  <Translate id="snowflake.article.link">InnoDB のための ID 設計</Translate>
                </Link>
              ),
            }}
          >
            {'挿入性能との関係は解説記事「{article}」で説明しています。'}
          </Translate>
        </p>
      )}
    </CalculatorFrame>
  );
}
