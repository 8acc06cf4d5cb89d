import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { computeDemand, type Demand, type DemandError } from '../../calculators/iops/demand';
import type { SystemLoad } from '../../calculators/iops/demand';
import { mixedDeviceIops, type MixedDeviceError } from '../../calculators/iops/devicePresets';
import {
  gp2RefillTime,
  type Gp2BurstError,
  type Gp2RefillTime,
} from '../../calculators/iops/gp2Burst';
import { devicesNeeded, type RaidError } from '../../calculators/iops/raid';
import {
  evaluateSizing,
  type SizingError,
  type SizingResult,
  type StorageConfig,
} from '../../calculators/iops/sizing';
import { parseSystemsParam } from '../../calculators/iops/systemsParam';
import type { CalculationResult } from '../../calculators/iops/types';
import { DEFAULT_SYSTEMS, type IopsParams } from './params';
import { systemsParamMessage } from './messages';
import { resolveStorage, type ResolvedStorage } from './model';
import { useIopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

const DEFAULT_SYSTEM_LIST = (() => {
  const parsed = parseSystemsParam(DEFAULT_SYSTEMS);
  return parsed.ok ? parsed.value : [{ name: '', readIops: 900, writeIops: 100 }];
})();

/** Everything the sizing part of the calculator shows, derived from its inputs. */
export interface IopsSizing {
  /** The systems the demand is summed from (the default list when the parameter is unreadable). */
  readonly systems: readonly SystemLoad[];
  /** Why the systems parameter was not used, in the page's language. */
  readonly systemsError: string | undefined;
  /** Parameters a hand-edited link got wrong, `systems` included when unreadable. */
  readonly urlErrorNames: readonly string[];
  readonly demand: CalculationResult<Demand, DemandError>;
  readonly resolved: ResolvedStorage;
  readonly storage: StorageConfig;
  /** Whether the throttle caps also apply to the verdict. */
  readonly capsApplied: boolean;
  /** `null` when there is no valid demand. */
  readonly sizing: CalculationResult<SizingResult, SizingError> | null;
  /** One device's IOPS at the demand's read share (arrays only). */
  readonly perDeviceIops: CalculationResult<number, MixedDeviceError> | null;
  /** Devices the demand needs at the chosen RAID level (arrays only). */
  readonly needed: CalculationResult<number, RaidError> | null;
  /** How long spent gp2 credits take to refill (gp2 volumes only). */
  readonly refill: CalculationResult<Gp2RefillTime, Gp2BurstError> | null;
}

/** Demand from the systems list, the storage it lands on, and the verdict. */
export function useIopsSizing(state: CalculatorState<IopsParams>): IopsSizing {
  const { values, errors } = state;
  const format = useIopsFormat();

  const systemsParsed = parseSystemsParam(values.systems);
  const systems = systemsParsed.ok ? systemsParsed.value : DEFAULT_SYSTEM_LIST;
  const defaultListText = pageText(iopsStrings, 'iops.systems.defaultList');
  const systemsError = errors.systems
    ? paramErrorMessage(errors.systems, format.number, defaultListText)
    : systemsParsed.ok
      ? undefined
      : `${systemsParamMessage(systemsParsed.code, systemsParsed.systemNumber)} ${pageText(calculatorKitStrings, 'calculator.error.usingFallback', { fallback: defaultListText })}`;
  // The form always writes a readable list, so an unreadable one came from a link.
  const urlErrorNames = [
    ...state.urlErrorNames.map(String),
    ...(!systemsParsed.ok && !state.urlErrorNames.includes('systems') ? ['systems'] : []),
  ];
  const demand = computeDemand({ systems, headroomPercent: values.head });

  const resolved = resolveStorage(values);
  const storage = resolved.storage;
  const capsApplied = values.tapply === 'yes';
  const sizing = demand.ok
    ? evaluateSizing({
        demand: { readIops: demand.value.readIops, writeIops: demand.value.writeIops },
        storage,
        throttle: capsApplied ? { readIopsCap: values.rcap, writeIopsCap: values.wcap } : null,
      })
    : null;
  const perDeviceIops =
    storage.kind === 'array' && demand.ok
      ? mixedDeviceIops(storage.device, demand.value.readPercent)
      : null;
  const needed =
    storage.kind === 'array' && demand.ok && perDeviceIops?.ok
      ? devicesNeeded({
          level: storage.level,
          deviceIops: perDeviceIops.value,
          readPercent: demand.value.readPercent,
          demandIops: demand.value.totalIops,
        })
      : null;
  const refill = storage.kind === 'gp2Volume' ? gp2RefillTime({ sizeGiB: storage.sizeGiB }) : null;

  return {
    systems,
    systemsError,
    urlErrorNames,
    demand,
    resolved,
    storage,
    capsApplied,
    sizing,
    perDeviceIops,
    needed,
    refill,
  };
}
