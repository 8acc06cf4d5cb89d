import type { DemandError } from '../../calculators/iops/demand';
import type { DeviceError, MixedDeviceError } from '../../calculators/iops/devicePresets';
import type { Gp2BurstError } from '../../calculators/iops/gp2Burst';
import type { QueueingError } from '../../calculators/iops/queueing';
import type { SizingError } from '../../calculators/iops/sizing';
import type { ThrottleError } from '../../calculators/iops/throttle';
import type { SystemsParamError } from '../../calculators/iops/systemsParam';
import { RAID_LEVELS } from '../../calculators/iops/raid';
import type { Localize } from './labels';
import type { StorageAdjustment } from './model';
import type { IopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

type Code =
  | DemandError
  | SizingError
  | DeviceError
  | MixedDeviceError
  | ThrottleError
  | QueueingError
  | Gp2BurstError;

/** The maths module's error codes as sentences in the page's language. */
export function iopsMessage(code: Code): string {
  switch (code) {
    case 'zeroDemand':
      return pageText(iopsStrings, 'iops.message.zeroDemand');
    case 'demandTooLarge':
    case 'demandInvalid':
      return pageText(iopsStrings, 'iops.message.demandTooLarge');
    case 'noSystems':
    case 'tooManySystems':
    case 'systemIopsInvalid':
      return pageText(iopsStrings, 'iops.message.systemsInvalid');
    case 'writeIopsNotStated':
      return pageText(iopsStrings, 'iops.message.writeIopsNotStated');
    case 'deviceCountBelowMinimum':
    case 'deviceCountMustBeEven':
    case 'deviceCountInvalid':
      return pageText(iopsStrings, 'iops.message.deviceCount');
    case 'volumeSizeInvalid':
    case 'volumeSizeRequired':
      return pageText(iopsStrings, 'iops.message.volumeSize');
    case 'provisionedIopsInvalid':
    case 'provisionedIopsRequired':
    case 'provisionedIopsBelowMinimum':
    case 'provisionedIopsAboveMaximum':
    case 'provisionedIopsExceedsSizeRatio':
      return pageText(iopsStrings, 'iops.message.provisionedIops');
    case 'unknownPreset':
      return pageText(iopsStrings, 'iops.message.unknownPreset');
    case 'headroomInvalid':
    case 'readPercentInvalid':
    case 'deviceIopsInvalid':
    case 'capInvalid':
    case 'deviceLimitInvalid':
    case 'outstandingIosInvalid':
    case 'latencyInvalid':
    case 'iopsInvalid':
    case 'blockSizeInvalid':
    case 'creditsInvalid':
    case 'resultOutOfRange':
      return pageText(iopsStrings, 'iops.message.outOfRange');
  }
  const unreachable: never = code;
  return unreachable;
}

/**
 * Why the demand list in a link could not be read. `systemNumber` is the
 * 1-based position of the system at fault, if one is.
 */
export function systemsParamMessage(code: SystemsParamError, systemNumber: number | null): string {
  const problem = (() => {
    switch (code) {
      case 'empty':
        return pageText(iopsStrings, 'iops.systemsParam.empty');
      case 'tooLong':
        return pageText(iopsStrings, 'iops.systemsParam.tooLong');
      case 'tooManySystems':
        return pageText(iopsStrings, 'iops.systemsParam.tooManySystems');
      case 'fieldCount':
        return pageText(iopsStrings, 'iops.systemsParam.fieldCount');
      case 'nameTooLong':
        return pageText(iopsStrings, 'iops.systemsParam.nameTooLong');
      case 'nameInvalid':
        return pageText(iopsStrings, 'iops.systemsParam.nameInvalid');
      case 'iopsNotANumber':
        return pageText(iopsStrings, 'iops.systemsParam.iopsNotANumber');
      case 'iopsOutOfRange':
        return pageText(iopsStrings, 'iops.systemsParam.iopsOutOfRange');
    }
  })();
  if (systemNumber === null) return problem;
  return pageText(iopsStrings, 'iops.systemsParam.atSystem', {
    number: String(systemNumber),
    problem,
  });
}

/** Why a storage input was replaced, and the value used instead. */
export function adjustmentMessage(
  adjustment: StorageAdjustment,
  { count }: IopsFormat,
  localized: Localize,
): string {
  switch (adjustment.kind) {
    case 'deviceCount':
      return pageText(iopsStrings, 'iops.adjust.deviceCount', {
        level: localized(RAID_LEVELS[adjustment.level].label),
        min: count(adjustment.minDevices),
        even: adjustment.evenOnly ? pageText(iopsStrings, 'iops.adjust.evenOnly') : '',
        used: count(adjustment.used),
      });
    case 'volumeSize':
      return pageText(iopsStrings, 'iops.adjust.volumeSize', {
        min: count(adjustment.minGiB),
        max: count(adjustment.maxGiB),
        used: count(adjustment.used),
      });
    case 'provisionedIops':
      return pageText(iopsStrings, 'iops.adjust.provisionedIops', {
        min: count(adjustment.minIops),
        max: count(adjustment.maxIops),
        used: count(adjustment.used),
      });
  }
}
