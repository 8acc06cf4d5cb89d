import React, { type ReactNode, type Ref } from 'react';
import Translate from '@docusaurus/Translate';

interface Props {
  /** Called from the click itself, so that fullscreen may be requested. */
  readonly onEnter: () => void;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

/** Starts speaker mode for a calculator (`?present` in the URL). */
export default function PresentButton({ onEnter, buttonRef }: Props): ReactNode {
  return (
    <button ref={buttonRef} type="button" className="button button--secondary" onClick={onEnter}>
      <Translate id="presentation.enter">発表モード</Translate>
    </button>
  );
}
