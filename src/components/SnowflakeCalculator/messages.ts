import type {
  FieldValueErrorCode,
  IdParseErrorCode,
  InstantParseErrorCode,
  LayoutStringErrorCode,
  LayoutStringIssue,
  SmallestIdErrorCode,
  UuidParseErrorCode,
} from '../../calculators/snowflake';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

/** One problem of a layout (string or editor draft) as a sentence. */
export function layoutIssueMessage(code: LayoutStringErrorCode): string {
  switch (code) {
    case 'empty':
      return pageText(snowflakeStrings, 'snowflake.layoutError.empty');
    case 'too-long':
      return pageText(snowflakeStrings, 'snowflake.layoutError.tooLong');
    case 'malformed-field':
      return pageText(snowflakeStrings, 'snowflake.layoutError.malformedField');
    case 'no-fields':
      return pageText(snowflakeStrings, 'snowflake.layoutError.noFields');
    case 'too-many-fields':
      return pageText(snowflakeStrings, 'snowflake.layoutError.tooManyFields');
    case 'too-many-bits':
      return pageText(snowflakeStrings, 'snowflake.layoutError.tooManyBits');
    case 'invalid-width':
    case 'zero-width':
      return pageText(snowflakeStrings, 'snowflake.layoutError.width');
    case 'bad-name':
      return pageText(snowflakeStrings, 'snowflake.layoutError.badName');
    case 'duplicate-name':
      return pageText(snowflakeStrings, 'snowflake.layoutError.duplicateName');
    case 'unknown-kind':
      return pageText(snowflakeStrings, 'snowflake.layoutError.unknownKind');
    case 'multiple-timestamps':
      return pageText(snowflakeStrings, 'snowflake.layoutError.multipleTimestamps');
    case 'no-timestamp':
      return pageText(snowflakeStrings, 'snowflake.layoutError.noTimestamp');
    case 'epoch-out-of-range':
      return pageText(snowflakeStrings, 'snowflake.layoutError.epoch');
    case 'unit-out-of-range':
      return pageText(snowflakeStrings, 'snowflake.layoutError.unit');
  }
}

/** A layout issue with the field it concerns, 1-based from the most significant. */
export function layoutIssueWithField(issue: LayoutStringIssue): string {
  const message = layoutIssueMessage(issue.code);
  return issue.fieldIndex === null
    ? message
    : pageText(snowflakeStrings, 'snowflake.layoutError.atField', {
        n: issue.fieldIndex + 1,
        message,
      });
}

/** Why a typed ID (or a field value) cannot be read. */
export function idErrorMessage(code: IdParseErrorCode): string {
  switch (code) {
    case 'empty':
      return pageText(snowflakeStrings, 'snowflake.idError.empty');
    case 'too-long':
      return pageText(snowflakeStrings, 'snowflake.idError.tooLong');
    case 'not-a-number':
      return pageText(snowflakeStrings, 'snowflake.idError.notANumber');
    case 'negative':
      return pageText(snowflakeStrings, 'snowflake.idError.negative');
    case 'exceeds-64-bits':
      return pageText(snowflakeStrings, 'snowflake.idError.exceeds64');
    case 'exceeds-layout':
      return pageText(snowflakeStrings, 'snowflake.idError.exceedsLayout');
    case 'sets-unused-bits':
      return pageText(snowflakeStrings, 'snowflake.idError.unusedBits');
  }
}

/** Why a field value cannot go into the ID. */
export function fieldValueMessage(code: FieldValueErrorCode, max: string): string {
  switch (code) {
    case 'not-an-integer':
      return pageText(snowflakeStrings, 'snowflake.valueError.notAnInteger');
    case 'negative':
      return pageText(snowflakeStrings, 'snowflake.valueError.negative');
    case 'too-large':
      return pageText(snowflakeStrings, 'snowflake.valueError.tooLarge', { max });
    case 'unused-not-zero':
      return pageText(snowflakeStrings, 'snowflake.valueError.unused');
    case 'unknown-field':
      return pageText(snowflakeStrings, 'snowflake.valueError.unknownField');
  }
}

/** Why a typed date/time cannot be read. */
export function instantParseMessage(code: InstantParseErrorCode): string {
  switch (code) {
    case 'empty':
      return pageText(snowflakeStrings, 'snowflake.instantError.empty');
    case 'too-long':
      return pageText(snowflakeStrings, 'snowflake.instantError.tooLong');
    case 'malformed':
      return pageText(snowflakeStrings, 'snowflake.instantError.malformed');
    case 'invalid-date':
      return pageText(snowflakeStrings, 'snowflake.instantError.invalidDate');
  }
}

/** Why no ID (or no range-query bound) exists for an instant. */
export function instantMessage(
  code: SmallestIdErrorCode,
  values: { readonly epoch: string; readonly overflow: string },
): string {
  switch (code) {
    case 'no-timestamp':
      return pageText(snowflakeStrings, 'snowflake.instant.noTimestamp');
    case 'before-epoch':
      return pageText(snowflakeStrings, 'snowflake.instant.beforeEpoch', { epoch: values.epoch });
    case 'after-overflow':
      return pageText(snowflakeStrings, 'snowflake.instant.afterOverflow', {
        overflow: values.overflow,
      });
    case 'not-time-ordered':
      return pageText(snowflakeStrings, 'snowflake.instant.notTimeOrdered');
  }
}

/** Why a typed UUID cannot be read. */
export function uuidParseMessage(code: UuidParseErrorCode): string {
  switch (code) {
    case 'empty':
      return pageText(snowflakeStrings, 'snowflake.uuidError.empty');
    case 'too-long':
      return pageText(snowflakeStrings, 'snowflake.uuidError.tooLong');
    case 'malformed':
      return pageText(snowflakeStrings, 'snowflake.uuidError.malformed');
  }
}
