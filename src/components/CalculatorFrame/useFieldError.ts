import type { ParamError, ParamSpecs } from '../../calculators/shared/queryParams';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { paramErrorMessage } from './paramErrorMessage';

/**
 * A field's error message in the page's language, naming the value used
 * instead: the field's default unless `shown` says what stands in; undefined
 * when the field is valid.
 */
export type FieldErrorFor<S extends ParamSpecs> = (
  name: keyof S,
  shown?: string,
) => string | undefined;

/**
 * Error messages for the fields of one calculator. Numbers in the messages
 * (bounds, defaults) get up to `maximumFractionDigits` decimals.
 */
export function useFieldError<S extends ParamSpecs>(
  specs: S,
  errors: Partial<Record<keyof S, ParamError>>,
  maximumFractionDigits?: number,
): FieldErrorFor<S> {
  const format = useNumberFormat();
  const formatNumber = (value: number) => format.number(value, maximumFractionDigits);
  const defaultText = (name: keyof S): string => {
    const spec = specs[name]!;
    return spec.kind === 'number' ? formatNumber(spec.defaultValue) : spec.defaultValue;
  };
  return (name, shown) => {
    const error = errors[name];
    return error ? paramErrorMessage(error, formatNumber, shown ?? defaultText(name)) : undefined;
  };
}
