import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import type { ParamError } from '../../calculators/shared/queryParams';
import { PRICE_TABLE } from '../../calculators/redshift-tco/priceTable';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import {
  PARAM_FOR_INPUT,
  priceOverrideSpecs,
  redshiftTcoParams,
  type PriceOverrideName,
  type RedshiftTcoParamName,
  type RedshiftTcoParamValues,
  type RedshiftTcoParams,
} from './params';
import {
  computeScenario,
  inputsFromParams,
  readPriceOverride,
  type PriceOverrideRead,
  type PriceOverrides,
  type Scenario,
} from './model';
import { inputFallbackText } from './messages';

type FieldTexts = Readonly<Record<RedshiftTcoParamName, string>>;

/** The form's state as the field sections need it. */
export interface RedshiftTcoFields {
  /** Values the maths runs on: valid input, or the default where input is bad. */
  readonly values: RedshiftTcoParamValues;
  /** What each field shows: the reader's text, which may be invalid. */
  readonly texts: FieldTexts;
  readonly errors: Readonly<Partial<Record<RedshiftTcoParamName, ParamError>>>;
  readonly setText: (name: RedshiftTcoParamName, text: string) => void;
  readonly setTexts: (texts: Partial<FieldTexts>) => void;
  /** The message under a field: its own parse error, or a value the model rejected. */
  readonly errorFor: (name: RedshiftTcoParamName, fallback?: string) => string | undefined;
}

export interface RedshiftTcoCalculatorState {
  readonly fields: RedshiftTcoFields;
  /** Prices typed over the table's, as read (empty: the table's price). */
  readonly priceReads: Readonly<Record<PriceOverrideName, PriceOverrideRead>>;
  readonly overrides: PriceOverrides;
  /** What was computed, and what had to be replaced to compute it. */
  readonly scenario: Scenario;
  /** `null` when no combination could be computed. */
  readonly result: RedshiftTcoResult | null;
  /** URL parameters a shared link got wrong, to list above the calculator. */
  readonly urlErrorNames: readonly string[];
}

const PRICE_OVERRIDE_NAMES: readonly PriceOverrideName[] = [
  'nodePrice',
  'storagePrice',
  'rpuPrice',
];

function isPriceOverrideName(name: string): name is PriceOverrideName {
  return (PRICE_OVERRIDE_NAMES as readonly string[]).includes(name);
}

/**
 * The calculator's URL state, the reader's price overrides and the scenario
 * computed from them, with each field's error message.
 */
export function useRedshiftTcoCalculator(): RedshiftTcoCalculatorState {
  const state = useCalculatorState<RedshiftTcoParams>(redshiftTcoParams);
  const { values, texts, errors, setText, setTexts } = state;
  const format = useNumberFormat();
  const paramErrorFor = useFieldError(redshiftTcoParams, errors, 4);
  const table = PRICE_TABLE;

  const readOverride = (name: PriceOverrideName) =>
    readPriceOverride(values[name], errors[name], priceOverrideSpecs[name]);
  const priceReads = {
    nodePrice: readOverride('nodePrice'),
    storagePrice: readOverride('storagePrice'),
    rpuPrice: readOverride('rpuPrice'),
  };
  const overrides: PriceOverrides = {
    nodeHourlyUsd: priceReads.nodePrice.value,
    storagePerGbMonthUsd: priceReads.storagePrice.value,
    rpuHourUsd: priceReads.rpuPrice.value,
  };

  const scenario = computeScenario(inputsFromParams(values), overrides, table);

  const defaultText = (name: RedshiftTcoParamName): string => {
    const spec = redshiftTcoParams[name];
    return spec.kind === 'number' ? format.number(spec.defaultValue, 4) : spec.defaultValue;
  };

  const errorFor = (name: RedshiftTcoParamName, fallback?: string) => {
    const message = paramErrorFor(name, fallback);
    if (message !== undefined) return message;
    const rejected = scenario.inputFallbacks.find((e) => PARAM_FOR_INPUT[e.field] === name);
    if (!rejected) return undefined;
    // The only value the fields accept and the model refuses is a base RPU off its step.
    return inputFallbackText(rejected, {
      fallback: fallback ?? defaultText(name),
      min: format.number(table.serverless.minBaseRpu),
      step: format.number(table.serverless.baseRpuStep),
    });
  };

  const outcome = scenario.outcome;
  const result: RedshiftTcoResult | null = outcome.ok ? outcome.value : null;

  // A link with an empty price field is fine: empty means "use the table's price".
  const urlErrorNames = state.urlErrorNames
    .map(String)
    .filter((name) => !(isPriceOverrideName(name) && errors[name]?.code === 'empty'));

  return {
    fields: { values, texts, errors, setText, setTexts, errorFor },
    priceReads,
    overrides,
    scenario,
    result,
    urlErrorNames,
  };
}
