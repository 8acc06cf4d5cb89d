import type { FieldKind, PresetKey } from '../../calculators/snowflake';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

/** A preset's name in the page's language. */
export function presetLabel(key: PresetKey): string {
  switch (key) {
    case 'twitter':
      return pageText(snowflakeStrings, 'snowflake.preset.twitter');
    case 'discord':
      return pageText(snowflakeStrings, 'snowflake.preset.discord');
    case 'instagram':
      return pageText(snowflakeStrings, 'snowflake.preset.instagram');
    case 'sonyflake':
      return pageText(snowflakeStrings, 'snowflake.preset.sonyflake');
    case 'mastodon':
      return pageText(snowflakeStrings, 'snowflake.preset.mastodon');
    case 'source':
      return pageText(snowflakeStrings, 'snowflake.preset.source');
  }
}

/** What is worth knowing about a preset beyond its widths. */
export function presetNote(key: PresetKey): string {
  switch (key) {
    case 'twitter':
      return pageText(snowflakeStrings, 'snowflake.preset.twitter.note');
    case 'discord':
      return pageText(snowflakeStrings, 'snowflake.preset.discord.note');
    case 'instagram':
      return pageText(snowflakeStrings, 'snowflake.preset.instagram.note');
    case 'sonyflake':
      return pageText(snowflakeStrings, 'snowflake.preset.sonyflake.note');
    case 'mastodon':
      return pageText(snowflakeStrings, 'snowflake.preset.mastodon.note');
    case 'source':
      return pageText(snowflakeStrings, 'snowflake.preset.source.note');
  }
}

/** A field kind in the page's language. */
export function kindLabel(kind: FieldKind): string {
  switch (kind) {
    case 'unused':
      return pageText(snowflakeStrings, 'snowflake.kind.unused');
    case 'timestamp':
      return pageText(snowflakeStrings, 'snowflake.kind.timestamp');
    case 'node':
      return pageText(snowflakeStrings, 'snowflake.kind.node');
    case 'sequence':
      return pageText(snowflakeStrings, 'snowflake.kind.sequence');
  }
}

/**
 * A field's name in the page's language. Names are identifiers from the
 * schemes' own code; known ones get a label, custom ones are shown as typed.
 */
export function fieldLabel(name: string): string {
  switch (name) {
    case 'unused':
      return pageText(snowflakeStrings, 'snowflake.field.unused');
    case 'timestamp':
    case 'time':
      return pageText(snowflakeStrings, 'snowflake.field.timestamp');
    case 'datacenter':
      return pageText(snowflakeStrings, 'snowflake.field.datacenter');
    case 'worker':
      return pageText(snowflakeStrings, 'snowflake.field.worker');
    case 'process':
      return pageText(snowflakeStrings, 'snowflake.field.process');
    case 'machine':
      return pageText(snowflakeStrings, 'snowflake.field.machine');
    case 'shard':
      return pageText(snowflakeStrings, 'snowflake.field.shard');
    case 'sequence':
      return pageText(snowflakeStrings, 'snowflake.field.sequence');
    case 'increment':
      return pageText(snowflakeStrings, 'snowflake.field.increment');
    case 'i':
      return pageText(snowflakeStrings, 'snowflake.field.i');
    case 'to_user':
      return pageText(snowflakeStrings, 'snowflake.field.toUser');
    case 'zero':
      return pageText(snowflakeStrings, 'snowflake.field.zero');
    default:
      return name;
  }
}
