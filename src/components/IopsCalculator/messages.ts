import { translate } from '@docusaurus/Translate';
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
      return translate({
        id: 'iops.message.zeroDemand',
        message:
          '読み取りと書き込みの合計が 0 なので、サイジングする負荷がありません。どれかのシステムに IOPS を入れてください。',
      });
    case 'demandTooLarge':
    case 'demandInvalid':
      return translate({
        id: 'iops.message.demandTooLarge',
        message:
          '負荷の合計がこの計算ツールの範囲（1,000 万 IOPS）を超えています。値を小さくしてください。',
      });
    case 'noSystems':
    case 'tooManySystems':
    case 'systemIopsInvalid':
      return translate({
        id: 'iops.message.systemsInvalid',
        message: 'システムの一覧を読めませんでした。',
      });
    case 'writeIopsNotStated':
      return translate({
        id: 'iops.message.writeIopsNotStated',
        message:
          'この機器は出典に書き込み性能の記載がないため、書き込みを含む負荷は計算できません（推測はしません）。書き込みを 0 にするか、書き込み性能のわかる機器か「ユーザー定義」を選んでください。',
      });
    case 'deviceCountBelowMinimum':
    case 'deviceCountMustBeEven':
    case 'deviceCountInvalid':
      return translate({
        id: 'iops.message.deviceCount',
        message: 'この RAID レベルでは組めない台数です。',
      });
    case 'volumeSizeInvalid':
    case 'volumeSizeRequired':
      return translate({
        id: 'iops.message.volumeSize',
        message: 'このボリュームタイプでは作れないサイズです。',
      });
    case 'provisionedIopsInvalid':
    case 'provisionedIopsRequired':
    case 'provisionedIopsBelowMinimum':
    case 'provisionedIopsAboveMaximum':
    case 'provisionedIopsExceedsSizeRatio':
      return translate({
        id: 'iops.message.provisionedIops',
        message: 'このボリュームタイプとサイズではプロビジョニングできない IOPS です。',
      });
    case 'unknownPreset':
      return translate({ id: 'iops.message.unknownPreset', message: '選択肢にない機器です。' });
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
      return translate({
        id: 'iops.message.outOfRange',
        message: 'この組み合わせは計算ツールが扱える範囲を超えています。値を見直してください。',
      });
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
        return translate({
          id: 'iops.systemsParam.empty',
          message: 'システムが 1 つもありません。',
        });
      case 'tooLong':
        return translate({ id: 'iops.systemsParam.tooLong', message: '一覧が長すぎます。' });
      case 'tooManySystems':
        return translate({
          id: 'iops.systemsParam.tooManySystems',
          message: 'システムは 50 個までです。',
        });
      case 'fieldCount':
        return translate({
          id: 'iops.systemsParam.fieldCount',
          message: '「名前~読み取り~書き込み」の 3 項目になっていません。',
        });
      case 'nameTooLong':
        return translate({
          id: 'iops.systemsParam.nameTooLong',
          message: '名前は 24 文字までです。',
        });
      case 'nameInvalid':
        return translate({
          id: 'iops.systemsParam.nameInvalid',
          message: '名前に使えるのは文字、数字、「.」「-」と空白だけです。',
        });
      case 'iopsNotANumber':
        return translate({
          id: 'iops.systemsParam.iopsNotANumber',
          message: 'IOPS が数値として読めません（例: 1200 や 12.5）。',
        });
      case 'iopsOutOfRange':
        return translate({
          id: 'iops.systemsParam.iopsOutOfRange',
          message: 'IOPS は 0 以上 1,000 万以下にしてください。',
        });
    }
  })();
  if (systemNumber === null) return problem;
  return translate(
    { id: 'iops.systemsParam.atSystem', message: '{number} 番目のシステム: {problem}' },
    { number: String(systemNumber), problem },
  );
}

/** Why a storage input was replaced, and the value used instead. */
export function adjustmentMessage(
  adjustment: StorageAdjustment,
  { count }: IopsFormat,
  localized: Localize,
): string {
  switch (adjustment.kind) {
    case 'deviceCount':
      return translate(
        {
          id: 'iops.adjust.deviceCount',
          message: '{level} は {min} 台以上{even}で組みます。代わりに {used} 台で計算しています。',
        },
        {
          level: localized(RAID_LEVELS[adjustment.level].label),
          min: count(adjustment.minDevices),
          even: adjustment.evenOnly
            ? translate({ id: 'iops.adjust.evenOnly', message: '・偶数台' })
            : '',
          used: count(adjustment.used),
        },
      );
    case 'volumeSize':
      return translate(
        {
          id: 'iops.adjust.volumeSize',
          message:
            'このボリュームタイプのサイズは {min}〜{max} GiB です。代わりに {used} GiB で計算しています。',
        },
        {
          min: count(adjustment.minGiB),
          max: count(adjustment.maxGiB),
          used: count(adjustment.used),
        },
      );
    case 'provisionedIops':
      return translate(
        {
          id: 'iops.adjust.provisionedIops',
          message:
            'このサイズでプロビジョニングできるのは {min}〜{max} IOPS です（容量あたりの上限もあります）。代わりに {used} IOPS で計算しています。',
        },
        {
          min: count(adjustment.minIops),
          max: count(adjustment.maxIops),
          used: count(adjustment.used),
        },
      );
  }
}
