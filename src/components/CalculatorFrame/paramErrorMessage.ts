import { translate } from '@docusaurus/Translate';
import { MIN_NONZERO_MAGNITUDE, type ParamError } from '../../calculators/shared/queryParams';

/**
 * A bound as the message shows it: in the page's number format, unless that
 * rounds a non-zero bound to 0 (a minimum of 0.001 with two decimals), which
 * would name a value the field rejects; then as JavaScript writes it.
 */
function boundText(value: number, formatNumber: (value: number) => string): string {
  const text = formatNumber(value);
  return value !== 0 && !/[1-9]/.test(text) ? String(value) : text;
}

/**
 * The sentence shown under a rejected field, in the page's language, ending
 * with the value the calculator uses instead.
 */
export function paramErrorMessage(
  error: ParamError,
  formatNumber: (value: number) => string,
  fallback: string,
): string {
  const min = error.min === undefined ? '' : boundText(error.min, formatNumber);
  const max = error.max === undefined ? '' : boundText(error.max, formatNumber);
  const problem = (() => {
    switch (error.code) {
      case 'empty':
        return translate({ id: 'calculator.error.empty', message: '値が入力されていません。' });
      case 'tooLong':
        return translate({ id: 'calculator.error.tooLong', message: '値が長すぎます。' });
      case 'notANumber':
        return translate({
          id: 'calculator.error.notANumber',
          message: '数値として読めません（例: 95 や 0.5）。',
        });
      case 'notFinite':
        return translate({
          id: 'calculator.error.notFinite',
          message: '大きすぎて扱えない数値です。',
        });
      case 'tooSmall':
        // A field that must stay above 0 (a cost): "use 0" would be wrong advice.
        if (error.min !== undefined && error.min >= 0 && (error.min > 0 || error.minExclusive))
          return translate(
            { id: 'calculator.error.belowMinimum', message: '{min} 以上の値にしてください。' },
            { min: String(MIN_NONZERO_MAGNITUDE) },
          );
        return translate(
          {
            id: 'calculator.error.tooSmall',
            message:
              '0 に近すぎて扱えない数値です（0 か、絶対値が {smallest} 以上の値にしてください）。',
          },
          { smallest: String(MIN_NONZERO_MAGNITUDE) },
        );
      case 'notInteger':
        return translate({
          id: 'calculator.error.notInteger',
          message: '整数を入力してください。',
        });
      case 'belowMinimum':
        return error.minExclusive
          ? translate(
              {
                id: 'calculator.error.notAboveMinimum',
                message: '{min} より大きい値にしてください。',
              },
              { min },
            )
          : translate(
              { id: 'calculator.error.belowMinimum', message: '{min} 以上の値にしてください。' },
              { min },
            );
      case 'aboveMaximum':
        return translate(
          { id: 'calculator.error.aboveMaximum', message: '{max} 以下の値にしてください。' },
          { max },
        );
      case 'invalidCharacters':
        return translate({
          id: 'calculator.error.invalidCharacters',
          message: '使えない文字が含まれています。',
        });
      case 'unknownChoice':
        return translate({
          id: 'calculator.error.unknownChoice',
          message: '選択肢にない値です。',
        });
    }
  })();
  const using = translate(
    { id: 'calculator.error.usingFallback', message: '代わりに {fallback} で計算しています。' },
    { fallback },
  );
  return problemThenFallback(problem, using);
}

/**
 * A rejected value's message: what is wrong, then what is used instead.
 * Japanese sentences follow one another without a space; English ones with one.
 */
export function problemThenFallback(problem: string, using: string): string {
  return translate(
    {
      id: 'calculator.error.withFallback',
      message: '{problem}{using}',
      description: 'A rejected value: what is wrong, then the value used instead',
    },
    { problem, using },
  );
}
