import React, { type ReactNode } from 'react';
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
import { presetLabel, presetNote } from './labels';
import { idErrorMessage, layoutIssueWithField } from './messages';
import { DEFAULT_PRESET, snowflakeParams, type SnowflakeParams } from './params';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

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
      pageText(snowflakeStrings, 'snowflake.layout.unreadable', {
        issues: resolved.issues.map(layoutIssueWithField).join(' '),
        preset: presetLabel(DEFAULT_PRESET),
      }),
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
      ? `${idErrorMessage(idInput.code)} ${pageText(snowflakeStrings, 'snowflake.id.fallbackExample', { id: idInput.example.id.toString() })}`
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
      label: pageText(snowflakeStrings, 'snowflake.layout.custom'),
    },
  ];

  const inputs = (
    <>
      <ChoiceField
        name="layout"
        label={pageText(snowflakeStrings, 'snowflake.layout.label')}
        value={presetKey ?? CUSTOM}
        choices={choices}
        error={layoutErrors.length > 0 ? layoutErrors.join(' ') : undefined}
        onChange={(choice) => {
          setLayoutText(choice === CUSTOM ? serializeLayout(layout) : choice);
        }}
        hint={
          preset
            ? presetNote(preset.key)
            : pageText(snowflakeStrings, 'snowflake.layout.customHint')
        }
      />
      {preset ? (
        <div className={styles.presetSources}>
          <p className={styles.hint}>{pageText(snowflakeStrings, 'snowflake.layout.sources')}</p>
          <CitationList citations={preset.sources} />
        </div>
      ) : null}
      <TextField
        name="id"
        label={pageText(snowflakeStrings, 'snowflake.id.label')}
        value={texts.id}
        code
        placeholder={preset?.example ? preset.example.id.toString() : undefined}
        onChange={(text) => {
          setText('id', text);
        }}
        error={idError}
        warning={idWarning}
        hint={
          idInput.kind === 'example'
            ? pageText(snowflakeStrings, 'snowflake.id.exampleHint')
            : pageText(snowflakeStrings, 'snowflake.id.hint')
        }
      />
      {texts.id !== '' ? (
        <PresetButton
          resets
          onClick={() => {
            setText('id', '');
          }}
        >
          {pageText(snowflakeStrings, 'snowflake.id.clear')}
        </PresetButton>
      ) : null}
    </>
  );

  const exampleNote =
    idInput.kind === 'example' ? (
      <div className={styles.exampleNote}>
        <p>
          {pageText(snowflakeStrings, 'snowflake.example.note', {
            preset: preset ? presetLabel(preset.key) : '',
          })}
          {idInput.example.documentedTime !== null ? (
            <>
              {' '}
              {pageText(snowflakeStrings, 'snowflake.example.documentedTime', {
                time: <code>{idInput.example.documentedTime}</code>,
              })}
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
          {pageText(snowflakeStrings, 'snowflake.decode.prompt')}
        </p>
      )}
    </>
  );

  // Speaker mode's scenarios: the sources' layouts, each decoding its
  // documented example ID (an empty `id` shows the preset's example).
  const scenarios = [
    {
      id: 'twitter',
      label: pageText(snowflakeStrings, 'presentation.scenario.snowflake.twitter'),
      texts: { layout: 'twitter', id: '' },
    },
    {
      id: 'discord',
      label: pageText(snowflakeStrings, 'presentation.scenario.snowflake.discord'),
      texts: { layout: 'discord', id: '' },
    },
    {
      id: 'instagram',
      label: pageText(snowflakeStrings, 'presentation.scenario.snowflake.instagram'),
      texts: { layout: 'instagram', id: '' },
    },
    {
      id: 'source-i-2-32',
      label: pageText(snowflakeStrings, 'presentation.scenario.snowflake.source'),
      texts: { layout: 'source', id: '' },
    },
  ];

  return (
    <CalculatorFrame
      id="snowflake-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(snowflakeStrings, 'snowflake.title')}
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
      <ConsequencesSection layout={layout} headingAs={subheading} />
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
          {pageText(snowflakeStrings, 'snowflake.article', {
            article: (
              <Link to="/docs/id-design/id-strategy">
                {pageText(snowflakeStrings, 'snowflake.article.link')}
              </Link>
            ),
          })}
        </p>
      )}
    </CalculatorFrame>
  );
}
