import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { FieldKind } from '../../calculators/snowflake';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

/** One field as the ribbon draws it. */
export interface RibbonField {
  /** Stable across reorders, so React moves the segment with its field. */
  readonly key: string;
  readonly name: string;
  /** The field's name in the page's language. */
  readonly label: string;
  readonly kind: FieldKind;
  readonly bits: number;
}

interface Props {
  readonly fields: readonly RibbonField[];
  /** The ID whose bits fill the cells, or null for empty cells. */
  readonly id: bigint | null;
  readonly selected: number;
}

const PALETTE_SIZE = 8;

/** A colour per field: the timestamp blue, sequences green, nodes in turn from the rest. */
export function colourIndices(fields: readonly Pick<RibbonField, 'kind'>[]): readonly number[] {
  const seen: Record<FieldKind, number> = { unused: 0, timestamp: 0, node: 0, sequence: 0 };
  return fields.map(({ kind }) => {
    const ordinal = seen[kind];
    seen[kind] += 1;
    switch (kind) {
      case 'unused':
        return -1;
      case 'timestamp':
        return 0;
      case 'sequence':
        return ordinal % 2 === 0 ? 1 : 7;
      case 'node':
        return 2 + (ordinal % 5);
    }
  });
}

interface Piece {
  /** Field index, or -1 for the bits above the layout. */
  readonly field: number;
  readonly hi: number;
  readonly lo: number;
  /** Holds the field's most significant bit: the piece that shows its width. */
  readonly first: boolean;
}

/** Bit positions of every field (most significant first), clipped to 64 bits. */
export function fieldRanges(
  fields: readonly Pick<RibbonField, 'bits'>[],
): readonly { hi: number; lo: number }[] {
  let total = 0;
  for (const field of fields) total += field.bits;
  let next = Math.min(total, 64) - 1;
  return fields.map((field) => {
    const hi = next;
    const lo = hi - field.bits + 1;
    next = lo - 1;
    return { hi, lo };
  });
}

/** Splits the fields into the two 32-bit rows of the ribbon. */
function piecesOf(fields: readonly RibbonField[]): readonly [Piece[], Piece[]] {
  const ranges = fieldRanges(fields);
  const total = ranges.length > 0 ? (ranges[0]?.hi ?? -1) + 1 : 0;
  const spans: { field: number; hi: number; lo: number }[] = [];
  if (total < 64) spans.push({ field: -1, hi: 63, lo: total });
  ranges.forEach((range, field) => {
    if (range.hi >= 0 && range.lo <= range.hi)
      spans.push({ field, hi: range.hi, lo: Math.max(0, range.lo) });
  });
  const upper: Piece[] = [];
  const lower: Piece[] = [];
  for (const span of spans) {
    if (span.hi >= 32) upper.push({ ...span, lo: Math.max(span.lo, 32), first: true });
    if (span.lo <= 31) lower.push({ ...span, hi: Math.min(span.hi, 31), first: span.hi <= 31 });
  }
  return [upper, lower];
}

function BitCells({ hi, lo, id }: { hi: number; lo: number; id: bigint | null }): ReactNode {
  const cells: ReactNode[] = [];
  for (let bit = hi; bit >= lo; bit -= 1) {
    const value = id === null ? '' : ((id >> BigInt(bit)) & 1n).toString();
    cells.push(
      <span key={bit} className={clsx(styles.cell, bit % 8 === 0 && styles.byteEdge)}>
        {value}
      </span>,
    );
  }
  return (
    <span className={styles.cells} style={{ gridTemplateColumns: `repeat(${hi - lo + 1}, 1fr)` }}>
      {cells}
    </span>
  );
}

/** The palette class of a field's colour index (see colourIndices). */
export function colourClass(colour: number): string | undefined {
  return colour < 0 ? styles.unusedColour : styles[`colour${colour % PALETTE_SIZE}`];
}

/**
 * The 64 bits of an ID as two rows of 32 cells (side by side when there is
 * room), each field a coloured segment labelled with its name. A picture
 * only: a 1-bit field is a cell about 11 px wide, too small to aim at, so
 * fields are chosen in the field list under it (FieldList), which carries
 * the same names, colours and bit ranges for every reader.
 */
export default function BitRibbon({ fields, id, selected }: Props): ReactNode {
  const colours = colourIndices(fields);
  const rows = piecesOf(fields);
  const bits = id === null ? null : BigInt.asUintN(64, id);

  const renderPiece = (piece: Piece) => {
    const span = piece.hi - piece.lo + 1;
    const style = { gridColumn: `span ${span}` };
    if (piece.field < 0) {
      return (
        <span key="free" className={clsx(styles.segment, styles.free)} style={style}>
          <span className={styles.segmentLabel}>
            {pageText(snowflakeStrings, 'snowflake.ribbon.free')}
          </span>
          <BitCells hi={piece.hi} lo={piece.lo} id={bits} />
        </span>
      );
    }
    const field = fields[piece.field];
    if (field === undefined) return null;
    const label = field.label === field.name ? field.name : `${field.label} (${field.name})`;
    return (
      <span
        key={piece.first ? field.key : `${field.key}-rest`}
        className={clsx(
          styles.segment,
          colourClass(colours[piece.field] ?? 0),
          piece.field === selected && styles.selected,
        )}
        style={style}
        title={label}
      >
        <span className={styles.segmentLabel}>
          {piece.first ? field.label : `… ${field.label}`}
          {piece.first ? <span className={styles.segmentBits}>{` ${field.bits}`}</span> : null}
        </span>
        <BitCells hi={piece.hi} lo={piece.lo} id={bits} />
      </span>
    );
  };

  return (
    // Hidden from assistive technology: the field list says all it shows.
    <div className={styles.ribbonWrap} aria-hidden>
      <div className={styles.ribbon}>
        {rows.map((pieces, row) => (
          <div key={row === 0 ? 'upper' : 'lower'} className={styles.ribbonHalf}>
            <div className={styles.ribbonRow}>{pieces.map(renderPiece)}</div>
            <div className={styles.scale}>
              <span>{row === 0 ? 63 : 31}</span>
              <span>{row === 0 ? 32 : 0}</span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
