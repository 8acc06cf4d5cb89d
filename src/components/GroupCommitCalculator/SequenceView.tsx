import React, { useId, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import { commitSequence, type SequenceStep } from '../../calculators/group-commit/commitSequence';
import type { CommitSettings } from '../../calculators/group-commit/groupCommitModel';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { errorMessage, generationLabel, stepDetailTexts, stepTitle } from './messages';
import SequenceControls from './SequenceControls';
import SequenceDiagram from './SequenceDiagram';
import StepList from './StepList';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useSequenceStepper } from './useSequenceStepper';
import styles from './styles.module.css';

interface Props {
  readonly settings: CommitSettings;
  /** Commits sharing one group fsync at the current concurrency (shown on shared steps). */
  readonly groupSize: number | null;
  /** h3 on the calculator page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/**
 * The section's anchor, the same in both languages like every heading ID on
 * the site: speakers link to it, so it must not follow the page's structure
 * as a generated `useId()` would. The calculator appears once per page.
 */
const SEQUENCE_HEADING_ID = 'group-commit-sequence';

/**
 * One commit, step by step: prepare → binary log → commit for the chosen
 * generation and settings, with the lock each step holds and whether its
 * fsync runs alone or is shared by a group. Steppable with buttons and the
 * arrow keys; the current step is announced to screen readers. Auto-play
 * only starts on request and is unavailable when the reader prefers reduced
 * motion. On the server it renders the first step and the full list.
 */
export default function SequenceView({ settings, groupSize, headingAs }: Props): ReactNode {
  const id = useId();
  const format = useNumberFormat();
  const reducedMotion = usePrefersReducedMotion();
  const sequence = commitSequence(settings);
  const steps = sequence.ok ? sequence.value.steps : [];
  const stepper = useSequenceStepper(steps.length, reducedMotion);
  const { shown } = stepper;

  if (!sequence.ok) {
    return <p className="alert alert--warning">{errorMessage(sequence.code)}</p>;
  }
  const n = format.number(sequence.value.syncBinlog, 0);
  const details = (step: SequenceStep) =>
    stepDetailTexts(step, n, groupSize === null ? null : format.number(groupSize, 1));

  const currentStep = steps[shown];
  const announcement = currentStep
    ? translate(
        {
          id: 'groupCommit.sequence.announce',
          message: '手順 {index}/{count}: {title}。{details}',
        },
        {
          index: shown + 1,
          count: steps.length,
          title: stepTitle(currentStep.code),
          details: details(currentStep).join(' '),
        },
      )
    : '';
  const helpId = `${id}-help`;

  return (
    <section aria-labelledby={SEQUENCE_HEADING_ID} className={styles.sequence}>
      <Heading as={headingAs} id={SEQUENCE_HEADING_ID} className={styles.subheading}>
        <Translate id="groupCommit.sequence.heading">1 件のコミットを順に見る</Translate>
      </Heading>
      <p className={styles.sequenceIntro}>
        <Translate
          id="groupCommit.sequence.intro"
          values={{ generation: <strong>{generationLabel(settings.generation)}</strong> }}
        >
          {
            '{generation} で 1 件のトランザクションがコミットされるまで。図の枠に「単独」とある fsync は他のトランザクションと共有できず、「共有」はグループで 1 回、「省略」は設定により fsync しない手順です。いちばん上の帯は、その手順の間ロックを持っていることを示します。'
          }
        </Translate>
      </p>
      <SequenceControls
        stepper={stepper}
        stepCount={steps.length}
        reducedMotion={reducedMotion}
        helpId={helpId}
      />
      <SequenceDiagram
        steps={steps}
        shown={shown}
        titleId={`${id}-svg-title`}
        title={translate(
          {
            id: 'groupCommit.sequence.svgTitle',
            message: '{generation} のコミット手順の図。いまは手順 {index}: {title}',
          },
          {
            generation: generationLabel(settings.generation),
            index: shown + 1,
            title: currentStep ? stepTitle(currentStep.code) : '',
          },
        )}
      />

      {currentStep ? (
        <div className={styles.stepDetail}>
          <p className={styles.stepDetailTitle}>
            <Translate
              id="groupCommit.sequence.currentTitle"
              values={{ index: shown + 1, title: stepTitle(currentStep.code) }}
            >
              {'手順 {index}: {title}'}
            </Translate>
          </p>
          <ul>
            {details(currentStep).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <StepList steps={steps} stepper={stepper} n={n} helpId={helpId} />
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
