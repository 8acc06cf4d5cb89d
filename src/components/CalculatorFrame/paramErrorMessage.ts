import { MIN_NONZERO_MAGNITUDE, type ParamError } from '../../calculators/shared/queryParams';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

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
        return pageText(calculatorKitStrings, 'calculator.error.empty');
      case 'tooLong':
        return pageText(calculatorKitStrings, 'calculator.error.tooLong');
      case 'notANumber':
        return pageText(calculatorKitStrings, 'calculator.error.notANumber');
      case 'notFinite':
        return pageText(calculatorKitStrings, 'calculator.error.notFinite');
      case 'tooSmall':
        // A field that must stay above 0 (a cost): "use 0" would be wrong advice.
        if (error.min !== undefined && error.min >= 0 && (error.min > 0 || error.minExclusive))
          return pageText(calculatorKitStrings, 'calculator.error.belowMinimum', {
            min: String(MIN_NONZERO_MAGNITUDE),
          });
        return pageText(calculatorKitStrings, 'calculator.error.tooSmall', {
          smallest: String(MIN_NONZERO_MAGNITUDE),
        });
      case 'notInteger':
        return pageText(calculatorKitStrings, 'calculator.error.notInteger');
      case 'belowMinimum':
        return error.minExclusive
          ? pageText(calculatorKitStrings, 'calculator.error.notAboveMinimum', { min })
          : pageText(calculatorKitStrings, 'calculator.error.belowMinimum', { min });
      case 'aboveMaximum':
        return pageText(calculatorKitStrings, 'calculator.error.aboveMaximum', { max });
      case 'invalidCharacters':
        return pageText(calculatorKitStrings, 'calculator.error.invalidCharacters');
      case 'unknownChoice':
        return pageText(calculatorKitStrings, 'calculator.error.unknownChoice');
    }
  })();
  const using = pageText(calculatorKitStrings, 'calculator.error.usingFallback', { fallback });
  return problemThenFallback(problem, using);
}

/**
 * A rejected value's message: what is wrong, then what is used instead.
 * Japanese sentences follow one another without a space; English ones with one.
 */
export function problemThenFallback(problem: string, using: string): string {
  return pageText(calculatorKitStrings, 'calculator.error.withFallback', { problem, using });
}
