import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Translate, { translate } from '@docusaurus/Translate';
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
      ? translate(
          { id: 'snowflake.editor.rangeSingle', message: 'ビット {bit}' },
          { bit: range.hi },
        )
      : translate(
          { id: 'snowflake.editor.range', message: 'ビット {hi}〜{lo}' },
          { hi: range.hi, lo: range.lo },
        );
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
        ? translate(
            {
              id: 'snowflake.editor.movedUp',
              message: '{field} を上位へ移動しました（{range}）。',
            },
            { field: nameOf(moving), range: rangeText(next, target) },
          )
        : translate(
            {
              id: 'snowflake.editor.movedDown',
              message: '{field} を下位へ移動しました（{range}）。',
            },
            { field: nameOf(moving), range: rangeText(next, target) },
          );
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
        translate(
          {
            id: 'snowflake.editor.widthLimit',
            message: '{field} の幅は {bits} ビットのままです（1〜{max} ビット）。',
          },
          { field: nameOf(current), bits: current.bits, max: widest },
        ),
      );
      return;
    }
    const next = fields.map((f, i) => (i === index ? { ...f, bits: width } : f));
    apply(
      next,
      translate(
        {
          id: 'snowflake.editor.resized',
          message: '{field} の幅を {bits} ビットにしました（{range}）。',
        },
        { field: nameOf(current), bits: width, range: rangeText(next, index) },
      ),
      index,
    );
  };

  const remove = (index: number) => {
    const current = fields[index];
    if (current === undefined || fields.length <= 1) return;
    const next = fields.filter((_, i) => i !== index);
    apply(
      next,
      translate(
        { id: 'snowflake.editor.removed', message: '{field} を削除しました。' },
        { field: nameOf(current) },
      ),
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
      translate(
        {
          id: 'snowflake.editor.added',
          message: '{field} を {bits} ビットで追加しました（{range}）。',
        },
        { field: added.name, bits: added.bits, range: rangeText(next, at) },
      ),
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
        <Translate id="snowflake.editor.heading">ビット配置とレイアウトの編集</Translate>
      </Heading>
      <p id={helpId} className={styles.hint}>
        <Translate id="snowflake.editor.help">
          帯の下のフィールド一覧から選ぶと、その下で編集できます。一覧ではキーボードの ← →
          で選択、Shift + ← → で上位・下位へ移動、+ と − で幅を 1
          ビットずつ変更します。帯のセルの数字は分解中の ID のビットです。
        </Translate>
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
        <Translate id="snowflake.editor.budget" values={{ used, free }}>
          {'使用中 {used}/64 ビット（空き {free} ビット。空きは最上位側に 0 として残ります）'}
        </Translate>
      </p>

      {field ? (
        <fieldset className={styles.editor}>
          <legend className={styles.editorLegend}>
            <Translate
              id="snowflake.editor.selected"
              values={{ field: nameOf(field), range: rangeText(fields, selected) }}
            >
              {'選択中のフィールド: {field}（{range}）'}
            </Translate>
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
              <Translate id="snowflake.editor.moveUp">← 上位へ移動</Translate>
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
              <Translate id="snowflake.editor.moveDown">下位へ移動 →</Translate>
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
              <Translate id="snowflake.editor.narrow">幅 −1</Translate>
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
              <Translate id="snowflake.editor.widen">幅 +1</Translate>
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
              <Translate id="snowflake.editor.remove">削除</Translate>
            </button>
          </div>
          <div className={styles.editorFields}>
            <ChoiceField<FieldKind>
              name="fieldKind"
              label={<Translate id="snowflake.editor.kind">種類</Translate>}
              value={field.kind}
              choices={FIELD_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              onChange={(kind) => {
                update(
                  selected,
                  { kind },
                  translate(
                    {
                      id: 'snowflake.editor.kindChanged',
                      message: '{field} の種類を {kind} にしました。',
                    },
                    { field: nameOf(field), kind: kindLabel(kind) },
                  ),
                );
              }}
            />
            <TextField
              name="fieldName"
              label={<Translate id="snowflake.editor.name">名前</Translate>}
              value={field.name}
              code
              onChange={(name) => {
                update(selected, { name }, '');
              }}
              hint={
                <Translate id="snowflake.editor.name.hint">
                  英小文字で始まる英小文字・数字・_（24 文字まで）。URL にもこの名前が入ります。
                </Translate>
              }
            />
            <ChoiceField
              name="fieldBits"
              label={<Translate id="snowflake.editor.width">幅（ビット）</Translate>}
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
                  label={<Translate id="snowflake.editor.epoch">エポック</Translate>}
                  value={field.epochText}
                  code
                  onChange={(epochText) => {
                    update(selected, { epochText }, '');
                  }}
                  hint={
                    epochMs !== null && epochMs >= 0n ? (
                      <Translate
                        id="snowflake.editor.epoch.hint"
                        values={{ iso: formatIsoUtc(epochMs), ms: String(epochMs) }}
                      >
                        {'ISO 8601 か Unix ミリ秒。いまの値: {iso}（Unix ミリ秒 {ms}）'}
                      </Translate>
                    ) : (
                      <Translate id="snowflake.editor.epoch.hintEmpty">
                        ISO 8601（例: 2015-01-01T00:00:00Z）か Unix ミリ秒（例: 1420070400000）。
                      </Translate>
                    )
                  }
                />
                <TextField
                  name="fieldUnit"
                  label={<Translate id="snowflake.editor.unit">1 単位の長さ（ms）</Translate>}
                  value={field.unitText}
                  inputMode="numeric"
                  onChange={(unitText) => {
                    update(selected, { unitText }, '');
                  }}
                  hint={
                    <Translate id="snowflake.editor.unit.hint">
                      Twitter などは 1 ms、Sonyflake は 10 ms。
                    </Translate>
                  }
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
          <Translate id="snowflake.editor.add">フィールドを追加</Translate>
        </button>
        {free <= 0 ? (
          <span className={styles.hint}>
            <Translate id="snowflake.editor.noFreeBits">
              空きビットがありません。追加するにはほかのフィールドを縮めてください。
            </Translate>
          </span>
        ) : null}
      </div>

      {checked.ok ? (
        <p className={styles.layoutString}>
          <Translate
            id="snowflake.editor.layoutString"
            values={{ text: <code>{serializeLayout(checked.layout)}</code> }}
          >
            {'URL でのレイアウト表記: {text}'}
          </Translate>
        </p>
      ) : (
        <div className="alert alert--warning" role="alert">
          <p className={styles.alertTitle}>
            <Translate id="snowflake.editor.invalid">
              このレイアウトはまだ使えません。直すまでは直前の有効なレイアウトで計算しています。
            </Translate>
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
              setAnnouncement(
                translate({
                  id: 'snowflake.editor.reverted',
                  message: '直前の有効なレイアウトに戻しました。',
                }),
              );
            }}
          >
            <Translate id="snowflake.editor.revert">直前の有効なレイアウトに戻す</Translate>
          </button>
        </div>
      )}
    </section>
  );
}
