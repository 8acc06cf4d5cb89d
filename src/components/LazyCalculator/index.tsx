import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useDeferredPart } from '../../hooks/useDeferredPart';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from '../../lib/earlyInput';
import { createLoadCache } from '../../lib/loadCache';
import { carriesLinkedState } from '../../presentation/modeUrl';
import { usePresentation } from '../../presentation/usePresentation';
import { calculatorById, type CalculatorId } from '../../registry/calculators';
import { SERVER_MARKUP_ATTRIBUTE } from '../../lib/serverMarkup';
import { calculatorLoaders, type ArticleCalculatorProps } from './loaders';
import { serverCalculator } from './serverCalculator';
import DeferredPartSlot from '../DeferredPartSlot';

export interface LazyCalculatorProps extends ArticleCalculatorProps {
  /** The registry id of the calculator (src/registry/calculators.ts). */
  readonly calculator: CalculatorId;
}

/** The browser's loads, one per calculator: its component, maths and strings. */
const calculatorLoads = createLoadCache((id: CalculatorId) => calculatorLoaders[id]());

function BrowserCalculator({
  id,
  slot,
  embedded,
}: {
  readonly id: CalculatorId;
  readonly slot: string;
  readonly embedded: boolean | undefined;
}): ReactNode {
  const { present, embed } = usePresentation();
  // A link with a calculator's state (or a scenario): the static HTML shows
  // the defaults, which are not the link's numbers, and the page is marked
  // pending until a calculator applies it (config/presentation.ts).
  const [linkedState] = useState(() => carriesLinkedState(globalThis.location.search));
  const part = useDeferredPart(
    calculatorLoads,
    id,
    slot,
    // Speaker mode and embeds show the calculator at once, in their layout.
    present || embed || linkedState,
  );
  const { phase, markup, loaded, staticRef } = part;
  // What the reader typed, chose or pressed in the static calculator, read
  // as React takes the static element out (in the very commit that puts the
  // live one in, before it leaves the document: nothing typed in between is
  // lost, and the focus is still there), and given to the live one.
  const earlyInput = useRef<EarlyInput | null>(null);
  const pressedButton = useRef<Element | null>(null);
  const staticElementRef = useCallback(
    (element: HTMLDivElement | null) => {
      staticRef.current = element;
      if (!element || markup === null) return undefined;
      return () => {
        earlyInput.current = readEarlyInput(element, markup, pressedButton.current);
        staticRef.current = null;
      };
    },
    [markup, staticRef],
  );

  // The static form, until the code is here: a press on one of its buttons
  // (which do nothing yet) is remembered, to be pressed again on the live
  // calculator; Enter in a field must not submit the form and reload the
  // page (the live form does not either).
  useEffect(() => {
    const element = staticRef.current;
    if (phase !== 'static' || !element) return undefined;
    const onClick = (event: Event): void => {
      if (event.target instanceof Element) {
        pressedButton.current = event.target.closest('button') ?? pressedButton.current;
      }
    };
    const onSubmit = (event: Event): void => {
      event.preventDefault();
    };
    element.addEventListener('click', onClick, true);
    element.addEventListener('submit', onSubmit, true);
    return () => {
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
    };
  }, [phase, staticRef]);

  // Before the live calculator is painted: the reader's input, typed into
  // it. In a microtask, after React's commit: an input event handled during
  // the commit would have its update deferred, and React would put the
  // field's old value back meanwhile (and the caret at its end).
  const liveRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const input = earlyInput.current;
    const live = liveRef.current;
    earlyInput.current = null;
    if (phase !== 'live' || !input || !live) return;
    queueMicrotask(() => {
      replayEarlyInput(live, input);
    });
  }, [phase]);

  return (
    <DeferredPartSlot
      slot={slot}
      part={part}
      live={loaded ? <loaded.default embedded={embedded} /> : null}
      staticRef={staticElementRef}
      liveRef={liveRef}
      // About a screen: calculators are taller than that.
      boxHeight="40rem"
      loading={<Translate id="calculator.lazy.loading">計算ツールを読み込んでいます…</Translate>}
      failed={
        <Translate
          id="calculator.lazy.loadFailed"
          values={{
            link: (
              <Link to={calculatorById(id).pageRoute}>
                <Translate id="calculator.lazy.loadFailedLink">単独ページ</Translate>
              </Link>
            ),
          }}
        >
          {'計算ツールを読み込めませんでした。{link}で使えます。'}
        </Translate>
      }
    />
  );
}

/**
 * A calculator in an article (`<GroupCommitCalculator embedded />` in MDX,
 * rewritten to this by src/remark/importPageComponents.ts). This module is
 * all an article carries of it: the calculator's code (component, maths,
 * charts, strings) loads when it comes near the viewport or the reader
 * points at, focuses into or clicks it; at once in speaker mode, in an
 * embed, with a link's state in the URL, or after a client-side navigation.
 * The server renders the whole calculator; in the browser its server HTML
 * stays as it is until then (src/lib/serverMarkup.ts), and anything the
 * reader typed into it meanwhile is carried into the live calculator
 * (src/lib/earlyInput.ts). The calculator's own page imports it directly.
 */
export default function LazyCalculator({ calculator, embedded }: LazyCalculatorProps): ReactNode {
  // Names the calculator's server HTML: the same on the server and in hydration.
  const slot = useId();
  if (!ExecutionEnvironment.canUseDOM) {
    // The server: the whole calculator, in place (search engines, no-JS
    // readers, print), see ./serverCalculator.ts.
    const module = serverCalculator(calculator);
    if (!module) {
      throw new Error('LazyCalculator: the server build has no serverCalculator.server.tsx');
    }
    return (
      <div {...{ [SERVER_MARKUP_ATTRIBUTE]: slot }}>
        <module.default embedded={embedded} />
      </div>
    );
  }
  return <BrowserCalculator id={calculator} slot={slot} embedded={embedded} />;
}
