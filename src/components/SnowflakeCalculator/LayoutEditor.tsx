import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Heading from '@theme/Heading';
import ChoiceField from '../ChoiceField';
import {
  FIELD_KINDS,
  type FieldKind,
  formatIsoUtc,
  type IdLayout,
  MAX_FIELDS,
  MAX_ID_BITS,
  serializeLayout,
} from '../../calculators/snowflake';
import BitRibbon, { fieldRanges } from './BitRibbon';
import FieldList from './FieldList';
import TextField from './TextField';
import {
  DEFAULT_EPOCH_TEXT,
  type DraftField,
  draftBits,
  draftOf,
  layoutOfDraft,
  layoutParamOf,
  newUid,
  parseEpoch,
  unusedName,
} from './draft';
import { fieldLabel, kindLabel } from './labels';
import { layoutIssueWithField } from './messages';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  /** The `layout` parameter as it stands; when it changes from outside, the draft starts over. */
  readonly layoutText: string;
  /** The layout the calculator uses (the parameter's, or the fallback). */
  readonly layout: IdLayout;
  readonly onCommit: (layoutText: string) => void;
  /** The ID whose bits the ribbon shows. */
  readonly id: bigint | null;
  readonly headingAs: 'h3' | 'h4';
}

interface Draft {
  readonly source: string;
  readonly fields: readonly DraftField[];
}

/**
 * The bit ribbon and the editor of the selected field: reorder, resize,
 * rename, change kind, add and remove fields. Valid edits go straight to the
 * URL (as a preset key when they match one); every change is announced.
 */
export default function LayoutEditor({
  layoutText,
  layout,
  onCommit,
  id,
  headingAs,
}: Props): ReactNode {
  const helpId = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    source: layoutText,
    fields: draftOf(layout),
  }));
  const [selectedState, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusRequest = useRef<number | null>(null);

  // The parameter changed from outside (a preset, the URL): start again from it.
  let fields = draft.fields;
  if (draft.source !== layoutText) {
    fields = draftOf(layout);
    setDraft({ source: layoutText, fields });
  }

  useEffect(() => {
    const index = focusRequest.current;
    if (index === null) return;
    focusRequest.current = null;
    buttons.current[index]?.focus();
  });

  const selected = Math.max(0, Math.min(selectedState, fields.length - 1));
  const field = fields[selected];
  const used = draftBits(fields);
  const free = MAX_ID_BITS - used;
  const checked = layoutOfDraft(fields);

  const nameOf = (f: DraftField) => {
    const label = fieldLabel(f.name);
    return label === f.name ? f.name : `${label} (${f.name})`;
  };
  const rangeText = (next: readonly DraftField[], index: number) => {
    const range = fieldRanges(next)[index];
    if (!range) return '';
    return range.hi === range.lo
      ? pageText(snowflakeStrings, 'snowflake.editor.rangeSingle', { bit: range.hi })
      : pageText(snowflakeStrings, 'snowflake.editor.range', { hi: range.hi, lo: range.lo });
  };

  /** Adopts an edited draft: into the URL when valid, announced either way. */
  const apply = (next: readonly DraftField[], message: string, nextSelected: number) => {
    const result = layoutOfDraft(next);
    if (result.ok) {
      const text = layoutParamOf(result.layout);
      setDraft({ source: text, fields: next });
      if (text !== layoutText) onCommit(text);
    } else {
      setDraft({ source: draft.source, fields: next });
    }
    setSelected(nextSelected);
    setAnnouncement(message);
  };

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const moving = fields[index];
    const other = fields[target];
    if (moving === undefined || other === undefined) return;
    const next = [...fields];
    next[index] = other;
    next[target] = moving;
    const message =
      delta < 0
        ? pageText(snowflakeStrings, 'snowflake.editor.movedUp', {
            field: nameOf(moving),
            range: rangeText(next, target),
          })
        : pageText(snowflakeStrings, 'snowflake.editor.movedDown', {
            field: nameOf(moving),
            range: rangeText(next, target),
          });
    apply(next, message, target);
    return target;
  };

  const setWidth = (index: number, bits: number) => {
    const current = fields[index];
    if (current === undefined) return;
    const widest = current.bits + free;
    const width = Math.max(1, Math.min(bits, widest));
    if (width === current.bits) {
      setAnnouncement(
        pageText(snowflakeStrings, 'snowflake.editor.widthLimit', {
          field: nameOf(current),
          bits: current.bits,
          max: widest,
        }),
      );
      return;
    }
    const next = fields.map((f, i) => (i === index ? { ...f, bits: width } : f));
    apply(
      next,
      pageText(snowflakeStrings, 'snowflake.editor.resized', {
        field: nameOf(current),
        bits: width,
        range: rangeText(next, index),
      }),
      index,
    );
  };

  const remove = (index: number) => {
    const current = fields[index];
    if (current === undefined || fields.length <= 1) return;
    const next = fields.filter((_, i) => i !== index);
    apply(
      next,
      pageText(snowflakeStrings, 'snowflake.editor.removed', { field: nameOf(current) }),
      Math.min(index, next.length - 1),
    );
  };

  const add = () => {
    if (free <= 0 || fields.length >= MAX_FIELDS) return;
    const added: DraftField = {
      uid: newUid(),
      kind: 'node',
      name: unusedName(fields),
      bits: Math.min(8, free),
      epochText: DEFAULT_EPOCH_TEXT,
      unitText: '1',
    };
    const at = Math.min(selected + 1, fields.length);
    const next = [...fields.slice(0, at), added, ...fields.slice(at)];
    // Focus the new field's button (the add button may have just disabled itself).
    focusRequest.current = at;
    apply(
      next,
      pageText(snowflakeStrings, 'snowflake.editor.added', {
        field: added.name,
        bits: added.bits,
        range: rangeText(next, at),
      }),
      at,
    );
  };

  const update = (index: number, patch: Partial<Omit<DraftField, 'uid'>>, message: string) => {
    apply(
      fields.map((f, i) => (i === index ? { ...f, ...patch } : f)),
      message,
      index,
    );
  };

  const onFieldKey = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const focus = (target: number) => {
      focusRequest.current = target;
      setSelected(target);
    };
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        if (event.shiftKey || event.altKey) {
          if (index > 0) focusRequest.current = move(index, -1) ?? null;
        } else if (index > 0) focus(index - 1);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        if (event.shiftKey || event.altKey) {
          if (index < fields.length - 1) focusRequest.current = move(index, 1) ?? null;
        } else if (index < fields.length - 1) focus(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(fields.length - 1);
        break;
      case '+':
      case '=':
        event.preventDefault();
        setSelected(index);
        focusRequest.current = index;
        setWidth(index, (fields[index]?.bits ?? 1) + 1);
        break;
      case '-':
      case '_':
        event.preventDefault();
        setSelected(index);
        focusRequest.current = index;
        setWidth(index, (fields[index]?.bits ?? 1) - 1);
        break;
      default:
        break;
    }
  };

  const ribbonFields = fields.map((f) => ({
    key: f.uid,
    name: f.name,
    label: fieldLabel(f.name),
    kind: f.kind,
    bits: f.bits,
  }));

  const epochMs = field?.kind === 'timestamp' ? parseEpoch(field.epochText) : null;
  const widest = field ? field.bits + free : 1;

  return (
    <section aria-labelledby="snowflake-layout-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-layout-heading" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.editor.heading')}
      </Heading>
      <p id={helpId} className={styles.hint}>
        {pageText(snowflakeStrings, 'snowflake.editor.help')}
      </p>
      <BitRibbon fields={ribbonFields} id={id} selected={selected} />
      <FieldList
        fields={ribbonFields}
        selected={selected}
        onSelect={setSelected}
        onKeyDown={onFieldKey}
        registerButton={(index, element) => {
          buttons.current[index] = element;
        }}
        describedBy={helpId}
      />
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p className={styles.bitBudget}>
        {pageText(snowflakeStrings, 'snowflake.editor.budget', { used, free })}
      </p>

      {field ? (
        <fieldset className={styles.editor}>
          <legend className={styles.editorLegend}>
            {pageText(snowflakeStrings, 'snowflake.editor.selected', {
              field: nameOf(field),
              range: rangeText(fields, selected),
            })}
          </legend>
          <div className={styles.toolbar}>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={selected === 0}
              onClick={() => {
                // A button that disables itself would drop focus: hand it to the field.
                if (move(selected, -1) === 0) focusRequest.current = 0;
              }}
            >
              {pageText(snowflakeStrings, 'snowflake.editor.moveUp')}
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={selected >= fields.length - 1}
              onClick={() => {
                const target = move(selected, 1);
                if (target === fields.length - 1) focusRequest.current = target;
              }}
            >
              {pageText(snowflakeStrings, 'snowflake.editor.moveDown')}
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={field.bits <= 1}
              onClick={() => {
                if (field.bits - 1 <= 1) focusRequest.current = selected;
                setWidth(selected, field.bits - 1);
              }}
            >
              {pageText(snowflakeStrings, 'snowflake.editor.narrow')}
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={free <= 0}
              onClick={() => {
                if (free - 1 <= 0) focusRequest.current = selected;
                setWidth(selected, field.bits + 1);
              }}
            >
              {pageText(snowflakeStrings, 'snowflake.editor.widen')}
            </button>
            <button
              type="button"
              className="button button--outline button--danger button--sm"
              disabled={fields.length <= 1}
              onClick={() => {
                if (fields.length - 1 <= 1) focusRequest.current = 0;
                remove(selected);
              }}
            >
              {pageText(snowflakeStrings, 'snowflake.editor.remove')}
            </button>
          </div>
          <div className={styles.editorFields}>
            <ChoiceField<FieldKind>
              name="fieldKind"
              label={pageText(snowflakeStrings, 'snowflake.editor.kind')}
              value={field.kind}
              choices={FIELD_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              onChange={(kind) => {
                update(
                  selected,
                  { kind },
                  pageText(snowflakeStrings, 'snowflake.editor.kindChanged', {
                    field: nameOf(field),
                    kind: kindLabel(kind),
                  }),
                );
              }}
            />
            <TextField
              name="fieldName"
              label={pageText(snowflakeStrings, 'snowflake.editor.name')}
              value={field.name}
              code
              onChange={(name) => {
                update(selected, { name }, '');
              }}
              hint={pageText(snowflakeStrings, 'snowflake.editor.name.hint')}
            />
            <ChoiceField
              name="fieldBits"
              label={pageText(snowflakeStrings, 'snowflake.editor.width')}
              value={String(field.bits)}
              choices={Array.from({ length: widest }, (_, i) => ({
                value: String(i + 1),
                label: String(i + 1),
              }))}
              onChange={(value) => {
                setWidth(selected, Number.parseInt(value, 10));
              }}
            />
            {field.kind === 'timestamp' ? (
              <>
                <TextField
                  name="fieldEpoch"
                  label={pageText(snowflakeStrings, 'snowflake.editor.epoch')}
                  value={field.epochText}
                  code
                  onChange={(epochText) => {
                    update(selected, { epochText }, '');
                  }}
                  hint={
                    epochMs !== null && epochMs >= 0n
                      ? pageText(snowflakeStrings, 'snowflake.editor.epoch.hint', {
                          iso: formatIsoUtc(epochMs),
                          ms: String(epochMs),
                        })
                      : pageText(snowflakeStrings, 'snowflake.editor.epoch.hintEmpty')
                  }
                />
                <TextField
                  name="fieldUnit"
                  label={pageText(snowflakeStrings, 'snowflake.editor.unit')}
                  value={field.unitText}
                  inputMode="numeric"
                  onChange={(unitText) => {
                    update(selected, { unitText }, '');
                  }}
                  hint={pageText(snowflakeStrings, 'snowflake.editor.unit.hint')}
                />
              </>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={free <= 0 || fields.length >= MAX_FIELDS}
          onClick={add}
        >
          {pageText(snowflakeStrings, 'snowflake.editor.add')}
        </button>
        {free <= 0 ? (
          <span className={styles.hint}>
            {pageText(snowflakeStrings, 'snowflake.editor.noFreeBits')}
          </span>
        ) : null}
      </div>

      {checked.ok ? (
        <p className={styles.layoutString}>
          {pageText(snowflakeStrings, 'snowflake.editor.layoutString', {
            text: <code>{serializeLayout(checked.layout)}</code>,
          })}
        </p>
      ) : (
        <div className="alert alert--warning" role="alert">
          <p className={styles.alertTitle}>
            {pageText(snowflakeStrings, 'snowflake.editor.invalid')}
          </p>
          <ul>
            {checked.issues.map((issue) => (
              <li key={`${issue.code}-${issue.fieldIndex ?? 'all'}`}>
                {layoutIssueWithField(issue)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setDraft({ source: layoutText, fields: draftOf(layout) });
              setAnnouncement(pageText(snowflakeStrings, 'snowflake.editor.reverted'));
            }}
          >
            {pageText(snowflakeStrings, 'snowflake.editor.revert')}
          </button>
        </div>
      )}
    </section>
  );
}
