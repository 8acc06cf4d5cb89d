import { translate } from '@docusaurus/Translate';
import type { FieldKind, PresetKey } from '../../calculators/snowflake';

/** A preset's name in the page's language. */
export function presetLabel(key: PresetKey): string {
  switch (key) {
    case 'twitter':
      return translate({ id: 'snowflake.preset.twitter', message: 'Twitter Snowflake（2010 年）' });
    case 'discord':
      return translate({ id: 'snowflake.preset.discord', message: 'Discord' });
    case 'instagram':
      return translate({ id: 'snowflake.preset.instagram', message: 'Instagram（2011 年）' });
    case 'sonyflake':
      return translate({ id: 'snowflake.preset.sonyflake', message: 'Sonyflake（v1）' });
    case 'mastodon':
      return translate({ id: 'snowflake.preset.mastodon', message: 'Mastodon' });
    case 'source':
      return translate({
        id: 'snowflake.preset.source',
        message: '出典の i × 2³² 方式（sifue/mysql_id_strategy）',
      });
  }
}

/** What is worth knowing about a preset beyond its widths. */
export function presetNote(key: PresetKey): string {
  switch (key) {
    case 'twitter':
      return translate({
        id: 'snowflake.preset.twitter.note',
        message:
          '符号ビット 1 + ミリ秒 41 ビット（エポック 2010-11-04T01:42:54.657Z）+ データセンター 5 + ワーカー 5 + 連番 12。IdWorker はタイムスタンプをマスクせずに 22 ビット左へずらすため、2080-07-10 以降の ID は実際には符号ビットに達します。ここではその時点で時計が尽きるものとして扱います。',
      });
    case 'discord':
      return translate({
        id: 'snowflake.preset.discord.note',
        message:
          'ミリ秒 42 ビット（エポック 2015-01-01T00:00:00Z）+ 内部ワーカー 5 + 内部プロセス 5 + 連番 12。符号ビットを空けていないため、2084 年にタイムスタンプが最上位ビットに達します。',
      });
    case 'instagram':
      return translate({
        id: 'snowflake.preset.instagram.note',
        message:
          'ミリ秒 41 ビット（エポック 2011-08-24T21:07:01.721Z、記事の next_id() の our_epoch）+ 論理シャード 13 + 連番 10。記事は 41 ビットで「41 年」としていますが、2⁴¹ ms は約 69.7 年です。符号ビットを空けていないので、2046-06-27 以降の ID は 2⁶³ 以上になります。',
      });
    case 'sonyflake':
      return translate({
        id: 'snowflake.preset.sonyflake.note',
        message:
          '符号ビット 1 + 10 ms 単位の 39 ビット（既定のエポック 2014-09-01T00:00:00Z）+ 連番 8 + マシン ID 16。Twitter と違い、連番がマシン ID より上にあります。v2 モジュールは幅と単位を変更でき、既定のエポックも 2025-01-01 に変わったので、v2 の ID はカスタムレイアウトで読んでください。',
      });
    case 'mastodon':
      return translate({
        id: 'snowflake.preset.mastodon.note',
        message:
          'Unix ミリ秒 48 ビット（独自エポックなし）+ 下位 16 ビット。下位 16 ビットは「テーブル名・秘密のソルト・時刻の MD5 の先頭 2 バイト + テーブルごとのシーケンス」で、行数を隠しつつ同じミリ秒内の ID を区別します。',
      });
    case 'source':
      return translate({
        id: 'snowflake.preset.source.note',
        message:
          '出典の「インクリメンタルな BIGINT」：from_user_id = i × 4,294,967,296、to_user_id = i × 4,294,967,296 + 2,147,483,648（i = 1〜5,000,000）。上位 32 ビットがループカウンタ i、次の 1 ビットが to_user_id の印で、下位 31 ビットは常に 0 です。タイムスタンプはありません。i ≥ 2²¹ で 2⁵³ を超えるので、500 万行の大半は JavaScript の安全な整数の範囲外です。',
      });
  }
}

/** A field kind in the page's language. */
export function kindLabel(kind: FieldKind): string {
  switch (kind) {
    case 'unused':
      return translate({ id: 'snowflake.kind.unused', message: '未使用（常に 0）' });
    case 'timestamp':
      return translate({ id: 'snowflake.kind.timestamp', message: 'タイムスタンプ' });
    case 'node':
      return translate({ id: 'snowflake.kind.node', message: 'ノード（生成器ごとに一定）' });
    case 'sequence':
      return translate({ id: 'snowflake.kind.sequence', message: '連番' });
  }
}

/**
 * A field's name in the page's language. Names are identifiers from the
 * schemes' own code; known ones get a label, custom ones are shown as typed.
 */
export function fieldLabel(name: string): string {
  switch (name) {
    case 'unused':
      return translate({ id: 'snowflake.field.unused', message: '未使用（符号ビット）' });
    case 'timestamp':
    case 'time':
      return translate({ id: 'snowflake.field.timestamp', message: 'タイムスタンプ' });
    case 'datacenter':
      return translate({ id: 'snowflake.field.datacenter', message: 'データセンター' });
    case 'worker':
      return translate({ id: 'snowflake.field.worker', message: 'ワーカー' });
    case 'process':
      return translate({ id: 'snowflake.field.process', message: 'プロセス' });
    case 'machine':
      return translate({ id: 'snowflake.field.machine', message: 'マシン ID' });
    case 'shard':
      return translate({ id: 'snowflake.field.shard', message: 'シャード' });
    case 'sequence':
      return translate({ id: 'snowflake.field.sequence', message: '連番' });
    case 'increment':
      return translate({ id: 'snowflake.field.increment', message: '連番（increment）' });
    case 'i':
      return translate({ id: 'snowflake.field.i', message: 'カウンタ i' });
    case 'to_user':
      return translate({ id: 'snowflake.field.toUser', message: 'to_user_id の印' });
    case 'zero':
      return translate({ id: 'snowflake.field.zero', message: '常に 0' });
    default:
      return name;
  }
}
