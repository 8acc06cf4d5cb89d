import type { CalculatorState } from '../../hooks/useCalculatorState';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { hitRatioParams, type HitRatioParams } from './params';

type ParamName = keyof HitRatioParams;

/** Parameters edited in a NumberField. */
type NumberParamName = {
  [K in ParamName]: HitRatioParams[K]['kind'] extends 'number' ? K : never;
}[ParamName];

/** Parameters edited in a ChoiceField. */
type ChoiceParamName = Exclude<ParamName, NumberParamName>;

/** The props a NumberField needs to edit one parameter. */
export interface NumberFieldBinding {
  readonly name: NumberParamName;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** Why the text was rejected, in the page's language. */
  readonly error: string | undefined;
}

/** The props a ChoiceField needs to edit one parameter. */
interface ChoiceFieldBinding {
  readonly name: ChoiceParamName;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface HitRatioFields {
  readonly numberField: (name: NumberParamName) => NumberFieldBinding;
  readonly choiceField: (name: ChoiceParamName) => ChoiceFieldBinding;
}

/**
 * Binds form fields to the URL state: each field shows the reader's text,
 * writes it back, and says what is wrong with it (naming the default that
 * stands in).
 */
export function useHitRatioFields(state: CalculatorState<HitRatioParams>): HitRatioFields {
  const { texts, values, errors, setText } = state;
  const errorFor = useFieldError(hitRatioParams, errors);
  return {
    numberField: (name) => {
      return {
        name,
        value: texts[name],
        onChange: (text) => {
          setText(name, text);
        },
        error: errorFor(name),
      };
    },
    choiceField: (name) => ({
      name,
      value: values[name],
      onChange: (value) => {
        setText(name, value);
      },
    }),
  };
}
