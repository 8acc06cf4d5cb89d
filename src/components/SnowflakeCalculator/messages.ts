import { translate } from '@docusaurus/Translate';
import type {
  FieldValueErrorCode,
  IdParseErrorCode,
  InstantParseErrorCode,
  LayoutStringErrorCode,
  LayoutStringIssue,
  SmallestIdErrorCode,
  UuidParseErrorCode,
} from '../../calculators/snowflake';

/** One problem of a layout (string or editor draft) as a sentence. */
export function layoutIssueMessage(code: LayoutStringErrorCode): string {
  switch (code) {
    case 'empty':
      return translate({ id: 'snowflake.layoutError.empty', message: 'レイアウトが空です。' });
    case 'too-long':
      return translate({
        id: 'snowflake.layoutError.tooLong',
        message: 'レイアウトの文字列が長すぎます（1,024 文字まで）。',
      });
    case 'malformed-field':
      return translate({
        id: 'snowflake.layoutError.malformedField',
        message:
          '書式が正しくありません。フィールドは「種類の文字・ビット幅-名前」で、タイムスタンプだけ「-エポック-単位」が続きます（例: t41-timestamp-1288834974657-1）。',
      });
    case 'no-fields':
      return translate({
        id: 'snowflake.layoutError.noFields',
        message: 'フィールドがありません。',
      });
    case 'too-many-fields':
      return translate({
        id: 'snowflake.layoutError.tooManyFields',
        message: 'フィールドは 16 個までです。',
      });
    case 'too-many-bits':
      return translate({
        id: 'snowflake.layoutError.tooManyBits',
        message: 'ビット幅の合計が 64 を超えています。',
      });
    case 'invalid-width':
    case 'zero-width':
      return translate({
        id: 'snowflake.layoutError.width',
        message: 'ビット幅は 1 から 64 までの整数にしてください。',
      });
    case 'bad-name':
      return translate({
        id: 'snowflake.layoutError.badName',
        message:
          '名前は英小文字で始め、英小文字・数字・アンダースコア（_）だけで 24 文字以内にしてください。',
      });
    case 'duplicate-name':
      return translate({
        id: 'snowflake.layoutError.duplicateName',
        message: '同じ名前のフィールドがほかにあります。',
      });
    case 'unknown-kind':
      return translate({ id: 'snowflake.layoutError.unknownKind', message: '種類が不明です。' });
    case 'multiple-timestamps':
      return translate({
        id: 'snowflake.layoutError.multipleTimestamps',
        message: 'タイムスタンプのフィールドは 1 つまでです。',
      });
    case 'no-timestamp':
      return translate({
        id: 'snowflake.layoutError.noTimestamp',
        message: 'タイムスタンプのフィールドがありません。',
      });
    case 'epoch-out-of-range':
      return translate({
        id: 'snowflake.layoutError.epoch',
        message:
          'エポックは 1970-01-01T00:00:00Z 以降の ISO 8601 の日時か、0 から 8,640,000,000,000,000 までの Unix ミリ秒で指定してください。',
      });
    case 'unit-out-of-range':
      return translate({
        id: 'snowflake.layoutError.unit',
        message: '1 単位の長さは 1 ms から 86,400,000 ms（1 日）までの整数にしてください。',
      });
  }
}

/** A layout issue with the field it concerns, 1-based from the most significant. */
export function layoutIssueWithField(issue: LayoutStringIssue): string {
  const message = layoutIssueMessage(issue.code);
  return issue.fieldIndex === null
    ? message
    : translate(
        { id: 'snowflake.layoutError.atField', message: '{n} 番目のフィールド: {message}' },
        { n: issue.fieldIndex + 1, message },
      );
}

/** Why a typed ID (or a field value) cannot be read. */
export function idErrorMessage(code: IdParseErrorCode): string {
  switch (code) {
    case 'empty':
      return translate({ id: 'snowflake.idError.empty', message: '値が入力されていません。' });
    case 'too-long':
      return translate({
        id: 'snowflake.idError.tooLong',
        message: '入力が長すぎます（100 文字まで）。',
      });
    case 'not-a-number':
      return translate({
        id: 'snowflake.idError.notANumber',
        message:
          '10 進数（例: 175928847299117063）か、0x で始まる 16 進数（例: 0x271065ac1020007）で入力してください。区切りの記号や小数は使えません。',
      });
    case 'negative':
      return translate({
        id: 'snowflake.idError.negative',
        message:
          '負の値は使えません。符号付き BIGINT で負になった ID は、2⁶⁴ を足した値で入力してください。',
      });
    case 'exceeds-64-bits':
      return translate({
        id: 'snowflake.idError.exceeds64',
        message: '64 ビットの最大値 18,446,744,073,709,551,615 を超えています。',
      });
    case 'exceeds-layout':
      return translate({
        id: 'snowflake.idError.exceedsLayout',
        message:
          'このレイアウトのビット幅より大きい値です。はみ出した上位ビットは無視して分解しています。別のレイアウトの ID ではないか確かめてください。',
      });
    case 'sets-unused-bits':
      return translate({
        id: 'snowflake.idError.unusedBits',
        message:
          '未使用（常に 0）のはずのビットが立っています。別のレイアウトの ID ではないか確かめてください。',
      });
  }
}

/** Why a field value cannot go into the ID. */
export function fieldValueMessage(code: FieldValueErrorCode, max: string): string {
  switch (code) {
    case 'not-an-integer':
      return translate({
        id: 'snowflake.valueError.notAnInteger',
        message: '0 以上の整数を入力してください。',
      });
    case 'negative':
      return translate({
        id: 'snowflake.valueError.negative',
        message: '負の値は使えません。',
      });
    case 'too-large':
      return translate(
        {
          id: 'snowflake.valueError.tooLarge',
          message: 'このフィールドに入るのは {max} までです。',
        },
        { max },
      );
    case 'unused-not-zero':
      return translate({
        id: 'snowflake.valueError.unused',
        message: '未使用のフィールドは 0 でなければなりません。',
      });
    case 'unknown-field':
      return translate({
        id: 'snowflake.valueError.unknownField',
        message: 'このレイアウトにないフィールドです。',
      });
  }
}

/** Why a typed date/time cannot be read. */
export function instantParseMessage(code: InstantParseErrorCode): string {
  switch (code) {
    case 'empty':
      return translate({
        id: 'snowflake.instantError.empty',
        message: '日時が入力されていません。',
      });
    case 'too-long':
      return translate({
        id: 'snowflake.instantError.tooLong',
        message: '入力が長すぎます（40 文字まで）。',
      });
    case 'malformed':
      return translate({
        id: 'snowflake.instantError.malformed',
        message:
          'ISO 8601 の形式で入力してください（例: 2025-01-01T09:30:00Z、2025-01-01 18:30:00+09:00、2025-01-01）。',
      });
    case 'invalid-date':
      return translate({
        id: 'snowflake.instantError.invalidDate',
        message: '存在しない日付か時刻です。',
      });
  }
}

/** Why no ID (or no range-query bound) exists for an instant. */
export function instantMessage(
  code: SmallestIdErrorCode,
  values: { readonly epoch: string; readonly overflow: string },
): string {
  switch (code) {
    case 'no-timestamp':
      return translate({
        id: 'snowflake.instant.noTimestamp',
        message: 'このレイアウトにはタイムスタンプがないため、日時から ID は決まりません。',
      });
    case 'before-epoch':
      return translate(
        {
          id: 'snowflake.instant.beforeEpoch',
          message: 'エポック（{epoch}）より前の日時は表せません。',
        },
        { epoch: values.epoch },
      );
    case 'after-overflow':
      return translate(
        {
          id: 'snowflake.instant.afterOverflow',
          message: 'タイムスタンプは {overflow} に桁あふれするため、それ以降の日時は表せません。',
        },
        { overflow: values.overflow },
      );
    case 'not-time-ordered':
      return translate({
        id: 'snowflake.instant.notTimeOrdered',
        message:
          'タイムスタンプより上位にノードや連番のフィールドがあるため、ID は時刻順に並ばず、日時の範囲を ID の範囲で表せません。',
      });
  }
}

/** Why a typed UUID cannot be read. */
export function uuidParseMessage(code: UuidParseErrorCode): string {
  switch (code) {
    case 'empty':
      return translate({ id: 'snowflake.uuidError.empty', message: 'UUID が入力されていません。' });
    case 'too-long':
      return translate({
        id: 'snowflake.uuidError.tooLong',
        message: '入力が長すぎます（100 文字まで）。',
      });
    case 'malformed':
      return translate({
        id: 'snowflake.uuidError.malformed',
        message:
          '8-4-4-4-12 桁の 16 進数をハイフンでつないだ形式で入力してください（例: c232ab00-9414-11ec-b3c8-9f6bdeced846）。',
      });
  }
}
