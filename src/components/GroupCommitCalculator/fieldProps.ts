import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { FieldErrorFor } from '../CalculatorFrame/useFieldError';
import type { GroupCommitParams } from './params';

type State = CalculatorState<GroupCommitParams>;

/** What every group of input fields needs from the calculator's URL state. */
export interface FieldProps {
  readonly values: State['values'];
  readonly texts: State['texts'];
  readonly setText: State['setText'];
  readonly errorFor: FieldErrorFor<GroupCommitParams>;
}
