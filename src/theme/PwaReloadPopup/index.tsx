import React, { type ReactNode, useState } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/PwaReloadPopup';

import styles from './styles.module.css';

/**
 * Shown by @docusaurus/plugin-pwa when a new deployment's service worker has
 * installed and waits: reloading activates it, so no reader stays on the old
 * cached version. Swizzled (ejected) for the site's own wording in both
 * languages and a status role, so screen readers announce the message.
 */
export default function PwaReloadPopup({ onReload }: Props): ReactNode {
  const [isVisible, setIsVisible] = useState(true);
  if (!isVisible) return null;
  return (
    <div className={clsx('alert', 'alert--secondary', styles.popup)}>
      <p role="status" className={styles.message}>
        <Translate
          id="pwa.reloadPopup.message"
          description="Text of the popup shown when a new version of the site has been downloaded"
        >
          サイトが更新されました。再読み込みすると最新の内容を表示します。
        </Translate>
      </p>
      <div className={styles.buttons}>
        <button
          className="button button--primary button--sm"
          type="button"
          onClick={() => {
            setIsVisible(false);
            onReload();
          }}
        >
          <Translate
            id="pwa.reloadPopup.reload"
            description="Button of the new-version popup that reloads the page"
          >
            再読み込み
          </Translate>
        </button>
        <button
          aria-label={translate({
            id: 'pwa.reloadPopup.close',
            message: '閉じる',
            description: 'Accessible name of the close button of the new-version popup',
          })}
          className={clsx('clean-btn', styles.close)}
          type="button"
          onClick={() => {
            setIsVisible(false);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
