import type { CalculatorScenario } from '../CalculatorFrame';
import type { RedshiftTcoParamName } from './params';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

type ParamTexts = Readonly<Partial<Record<RedshiftTcoParamName, string>>>;

/** The 2014-03-24 post's smaller band: 4 TB compressed over 3 years, without growth. */
export const SOURCE_4TB_TEXTS: ParamTexts = {
  size: 'compressed',
  tb: '4',
  growth: '0',
  years: '3',
};

/** The post's larger band: 10 TB compressed over 3 years, without growth. */
export const SOURCE_10TB_TEXTS: ParamTexts = {
  size: 'compressed',
  tb: '10',
  growth: '0',
  years: '3',
};

/**
 * Speaker mode's scenarios: the post's two bands, set as the "source" preset
 * buttons set them. A function, so that the labels are translated at render.
 */
export function speakerScenarios(): readonly CalculatorScenario<RedshiftTcoParamName>[] {
  return [
    {
      id: 'source-4tb',
      label: pageText(redshiftTcoStrings, 'presentation.scenario.redshiftTco.4tb'),
      texts: SOURCE_4TB_TEXTS,
    },
    {
      id: 'source-10tb',
      label: pageText(redshiftTcoStrings, 'presentation.scenario.redshiftTco.10tb'),
      texts: SOURCE_10TB_TEXTS,
    },
  ];
}
