import React, { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import CopyLinkButton from '../CopyLinkButton';
import EmbedCodeButton from '../EmbedCodeButton';
import QrCodeDialog from '../QrCodeDialog';
import InputsSummary from './InputsSummary';
import { readInputsSummary, sameSummary, type InputSummaryItem } from './inputsSummary';
import LinkWarning from './LinkWarning';
import PresentationControls, {
  CompactDisclosure,
  EmbedBackLink,
  PresentButton,
} from '../PresentationControls';
import { usePresentableFrame } from '../../presentation/usePresentableFrame';
import { ChartPresentationContext } from '../../presentation/chartPresentation';
import {
  getPresentationSnapshot,
  initPresentation,
  leavePresentation,
  setScenarioParam,
} from '../../presentation/presentationStore';
import { SCENARIO_PARAM, withoutParams } from '../../presentation/modeUrl';
import { stepScenario, type CalculatorScenario } from '../../presentation/scenarios';
import { shownScenarioName } from '../../presentation/linkText';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

export type { CalculatorScenario } from '../../presentation/scenarios';

interface Props<K extends string> {
  /** Element id, so a link (and the copied link) can point at this calculator. */
  readonly id: string;
  readonly title: ReactNode;
  /** h2 on a calculator's own page, h3 inside an article section. */
  readonly headingLevel: 2 | 3;
  /** Names of URL parameters that a shared link got wrong. */
  readonly urlErrorNames: readonly string[];
  readonly inputs: ReactNode;
  readonly results: ReactNode;
  /**
   * The calculator's key chart: first under the results, and in speaker
   * mode beside them, so a slide shows the result and its chart together.
   */
  readonly figure?: ReactNode;
  /** Extra sections under the results (more charts, inverse, model notes). */
  readonly children?: ReactNode;
  /** When embedded in an article, the copied link points at this calculator. */
  readonly linkToSelf?: boolean;
  /**
   * Named sets of inputs (the sources' worked examples) that speaker mode
   * steps through with ←/→ and PageUp/PageDown. The URL follows the step
   * (`scenario=<id>` plus the inputs), and `?present&scenario=<id>` opens it.
   */
  readonly scenarios?: readonly CalculatorScenario<K>[];
  /**
   * Sets a scenario's field texts; pass the calculator state's `setTexts`
   * (or a function that also reads the scenario itself).
   */
  readonly onApplyScenario?: (
    texts: Partial<Record<K, string>>,
    scenario: CalculatorScenario<K>,
  ) => void;
}

const NO_SCENARIOS: readonly never[] = [];

/**
 * The warning for a `scenario=` this calculator does not have. The link's
 * text is echoed only when it is a scenario id, quoted and cut short
 * (src/presentation/linkText.ts); free text is not repeated, so a link
 * cannot make the tool say its words.
 */
function UnknownScenarioMessage({
  requested,
  hasScenarios,
}: {
  requested: string;
  hasScenarios: boolean;
}): ReactNode {
  const shownName = shownScenarioName(requested);
  const name = <code>{shownName}</code>;
  let message: ReactNode;
  if (hasScenarios) {
    message =
      shownName === null
        ? pageText(calculatorKitStrings, 'presentation.scenario.unknownUnnamed')
        : pageText(calculatorKitStrings, 'presentation.scenario.unknown', { name });
  } else {
    message =
      shownName === null
        ? pageText(calculatorKitStrings, 'presentation.scenario.noneUnnamed')
        : pageText(calculatorKitStrings, 'presentation.scenario.none', { name });
  }
  return (
    <div className="alert alert--warning" role="alert" data-testid="unknown-scenario">
      {message}
    </div>
  );
}

/**
 * The common shell of every calculator: inputs, results, link sharing (copy,
 * QR code), speaker mode (`?present`) and embedding (`?embed`).
 */
export default function CalculatorFrame<K extends string = string>({
  id,
  title,
  headingLevel,
  urlErrorNames,
  inputs,
  results,
  figure,
  children,
  linkToSelf = false,
  scenarios = NO_SCENARIOS,
  onApplyScenario,
}: Props<K>): ReactNode {
  const { presentation, presenting, targeted, frameRef, presentButtonRef, fullPageHref, enter } =
    usePresentableFrame(id, linkToSelf);
  const currentScenarioId = scenarios.some((scenario) => scenario.id === presentation.scenario)
    ? presentation.scenario
    : null;

  // A `scenario=` this calculator does not have (a typo, or another
  // calculator's): said in the page's language rather than ignored. Only
  // where the link clearly addresses this calculator: in speaker mode, or on
  // its own page (an article may hold several calculators with other scenarios).
  const requestedScenario = presentation.href
    ? new URL(presentation.href).searchParams.get(SCENARIO_PARAM)
    : null;
  const unknownScenario =
    requestedScenario !== null &&
    currentScenarioId === null &&
    !scenarios.some((scenario) => scenario.id === requestedScenario) &&
    (presenting || (!presentation.present && !linkToSelf))
      ? requestedScenario
      : null;

  // The folded inputs' one-line summary, read from the rendered form whenever
  // the calculator renders its inputs again: it always says what the form
  // holds, scenario steps included. Only where the inputs fold (this
  // calculator in speaker mode, the compact embed); an ordinary page reads
  // nothing.
  const summaryShown = presenting || presentation.compact;
  const formRef = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<readonly InputSummaryItem[]>([]);
  useEffect(() => {
    const form = formRef.current;
    if (!summaryShown || !form) return;
    const next = readInputsSummary(form);
    setSummary((shown) => (sameSummary(shown, next) ? shown : next));
  }, [inputs, summaryShown]);

  const getUrl = () => {
    const { origin, pathname, search } = window.location;
    return `${origin}${pathname}${search}${linkToSelf ? `#${id}` : ''}`;
  };
  // Links to share carry the inputs, not the way this page is being viewed.
  const getShareUrl = () => withoutParams(getUrl());

  // Brings the part of the calculator a scenario changes into view: the
  // section holding its first field (IOPS: the throttle section).
  const revealScenario = (scenario: CalculatorScenario<K>) => {
    const firstField = Object.keys(scenario.texts)[0];
    if (firstField === undefined) return;
    window.requestAnimationFrame(() => {
      const section = frameRef.current;
      const field = section?.querySelector(`[name="${CSS.escape(firstField)}"]`);
      const target = field?.closest('section') ?? section;
      target?.scrollIntoView({ block: 'start' });
    });
  };

  const applyScenario = (scenario: CalculatorScenario<K>) => {
    onApplyScenario?.(scenario.texts, scenario);
    setScenarioParam(scenario.id);
    revealScenario(scenario);
  };

  const step = (delta: 1 | -1) => {
    const next = stepScenario(scenarios, currentScenarioId, delta);
    if (next && next.id !== currentScenarioId) applyScenario(next);
  };

  // On mount: start the mode store (installs the URL guard before the
  // calculator's own effects write the URL), then apply `scenario=<id>`.
  // The calculator reads the URL's inputs after this, so inputs written in
  // the link win over the scenario's.
  const applyScenarioFromUrl = useEffectEvent(() => {
    initPresentation();
    const { scenario, present } = getPresentationSnapshot();
    const match = scenarios.find((candidate) => candidate.id === scenario);
    if (!match) return;
    onApplyScenario?.(match.texts, match);
    if (present) revealScenario(match);
  });
  useEffect(() => {
    applyScenarioFromUrl();
  }, []);

  // Editing a field by hand leaves the scenario: drop `scenario=` from the URL.
  const onEdit = useEffectEvent((event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-presentation-ui]')) return;
    const { scenario } = getPresentationSnapshot();
    if (scenario !== null && scenarios.some((candidate) => candidate.id === scenario)) {
      setScenarioParam(null);
    }
  });
  useEffect(() => {
    const section = frameRef.current;
    if (!section) return undefined;
    const listener = (event: Event) => {
      onEdit(event);
    };
    section.addEventListener('input', listener);
    section.addEventListener('change', listener);
    return () => {
      section.removeEventListener('input', listener);
      section.removeEventListener('change', listener);
    };
  }, [frameRef]);

  return (
    <section
      ref={frameRef}
      id={id}
      className={styles.frame}
      aria-labelledby={`${id}-title`}
      data-calculator={id}
      data-presentable={id}
      data-presenting={presenting ? 'true' : undefined}
      data-presentation-target={targeted ? 'true' : undefined}
      tabIndex={presenting ? -1 : undefined}
    >
      {presenting ? (
        <PresentationControls
          scenarios={scenarios}
          currentScenarioId={currentScenarioId}
          onStep={step}
          onLeave={leavePresentation}
        />
      ) : null}
      {fullPageHref ? <EmbedBackLink href={fullPageHref} /> : null}
      <Heading as={`h${headingLevel}`} id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      {urlErrorNames.length > 0 ? <LinkWarning names={urlErrorNames} /> : null}
      {unknownScenario !== null ? (
        <UnknownScenarioMessage requested={unknownScenario} hasScenarios={scenarios.length > 0} />
      ) : null}
      {/* Shown only while the page has not yet applied a link's state (styles.module.css). */}
      <p className={styles.pendingNote} aria-hidden="true">
        {pageText(calculatorKitStrings, 'calculator.linkedStatePending')}
      </p>
      <div className={styles.layout}>
        {/* The compact embed (?embed=compact) folds the inputs away under the results. */}
        <CompactDisclosure
          className={styles.compactInputs}
          label={pageText(calculatorKitStrings, 'calculator.compact.inputs')}
          summary={summaryShown && summary.length > 0 ? <InputsSummary items={summary} /> : null}
          foldWhenPresenting
        >
          <form
            ref={formRef}
            className={styles.inputs}
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            {inputs}
          </form>
        </CompactDisclosure>
        {/* The link, QR code and speaker-mode buttons come right after the
            inputs (above the results in two columns): at the end of the frame,
            after the charts and tables, they were two to four screens down. */}
        <div className={styles.share} data-presentation-ui="" data-calculator-actions="">
          <CopyLinkButton getUrl={getShareUrl} />
          {presenting ? null : <EmbedCodeButton getUrl={getShareUrl} frameRef={frameRef} />}
          <QrCodeDialog
            getUrl={getShareUrl}
            fileName={id}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
          {presenting ? null : <PresentButton buttonRef={presentButtonRef} onEnter={enter} />}
        </div>
        <div className={styles.results} aria-live="polite">
          {results}
        </div>
      </div>
      {children || figure ? (
        <CompactDisclosure label={pageText(calculatorKitStrings, 'calculator.compact.details')}>
          <ChartPresentationContext value={presenting}>
            {figure ? (
              <div className={styles.figure} data-speaker-figure="">
                {figure}
              </div>
            ) : null}
            {children}
          </ChartPresentationContext>
        </CompactDisclosure>
      ) : null}
    </section>
  );
}
