import React, { useId, type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
    ? pageText(groupCommitStrings, 'groupCommit.sequence.announce', {
        index: shown + 1,
        count: steps.length,
        title: stepTitle(currentStep.code),
        details: details(currentStep).join(' '),
      })
    : '';
  const helpId = `${id}-help`;

  return (
    <section aria-labelledby={SEQUENCE_HEADING_ID} className={styles.sequence}>
      <Heading as={headingAs} id={SEQUENCE_HEADING_ID} className={styles.subheading}>
        {pageText(groupCommitStrings, 'groupCommit.sequence.heading')}
      </Heading>
      <p className={styles.sequenceIntro}>
        {pageText(groupCommitStrings, 'groupCommit.sequence.intro', {
          generation: <strong>{generationLabel(settings.generation)}</strong>,
        })}
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
        title={pageText(groupCommitStrings, 'groupCommit.sequence.svgTitle', {
          generation: generationLabel(settings.generation),
          index: shown + 1,
          title: currentStep ? stepTitle(currentStep.code) : '',
        })}
      />

      {currentStep ? (
        <div className={styles.stepDetail}>
          <p className={styles.stepDetailTitle}>
            {pageText(groupCommitStrings, 'groupCommit.sequence.currentTitle', {
              index: shown + 1,
              title: stepTitle(currentStep.code),
            })}
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
