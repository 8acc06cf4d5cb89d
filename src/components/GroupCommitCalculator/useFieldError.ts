import type { ParamError } from '../../calculators/shared/queryParams';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { GroupCommitParams } from './params';

/** A field's error message, given the text of its default value (shown as the fallback). */
export type FieldErrorFor = (name: keyof GroupCommitParams, shown: string) => string | undefined;

export function useFieldError(errors: CalculatorState<GroupCommitParams>['errors']): FieldErrorFor {
  const format = useNumberFormat();
  return (name, shown) => {
    const error: ParamError | undefined = errors[name];
    return error ? paramErrorMessage(error, format.number, shown) : undefined;
  };
}
