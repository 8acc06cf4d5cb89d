import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { usePageLocale } from '../../hooks/usePageLocale';
import { totalTransferBytes, type OfflineCopyList } from '../../offline/offlineCopyList';
import {
  OfflineCopyError,
  fetchOfflineCopyList,
  offlineCopySupported,
  removeOfflineCopy,
  saveOfflineCopy,
  savedOfflineCopyList,
  type SaveFailure,
  type SaveProgress,
} from '../../offline/offlineCopyStore';
import styles from './styles.module.css';

type State =
  | { readonly kind: 'checking' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'ready'; readonly list: OfflineCopyList }
  | {
      readonly kind: 'saving';
      readonly list: OfflineCopyList;
      readonly progress: SaveProgress;
      /** Stops this save (the Stop button, leaving the page). */
      readonly controller: AbortController;
    }
  | { readonly kind: 'saved'; readonly list: OfflineCopyList; readonly upToDate: boolean | null }
  | {
      readonly kind: 'failed';
      readonly reason: SaveFailure;
      readonly list: OfflineCopyList | null;
    };

function failureMessage(reason: SaveFailure): string {
  switch (reason) {
    case 'network':
      return translate({
        id: 'offlineCopy.failed.network',
        message:
          'ネットワークにつながらないため保存を続けられませんでした。保存済みのファイルは残っています。つながってからもう一度押すと、続きから保存します。',
      });
    case 'storage':
      return translate({
        id: 'offlineCopy.failed.storage',
        message:
          'このブラウザーに保存できる容量が足りませんでした。ほかのサイトのデータを削除するか、別のブラウザーで試してください。',
      });
    case 'list':
      return translate({
        id: 'offlineCopy.failed.list',
        message:
          '保存するファイルの一覧を読み込めませんでした（サーバーが一覧ではないものを返しました）。時間をおいてもう一度試してください。',
      });
  }
}

/** What the box shows first: whether this browser can save, and whether it already has. */
async function currentState(baseUrl: string): Promise<State> {
  if (process.env.NODE_ENV !== 'production' || !offlineCopySupported())
    return { kind: 'unsupported' };
  const saved = await savedOfflineCopyList(baseUrl);
  try {
    const newest = await fetchOfflineCopyList(baseUrl);
    return saved
      ? { kind: 'saved', list: newest, upToDate: saved.version === newest.version }
      : { kind: 'ready', list: newest };
  } catch (error) {
    return saved
      ? { kind: 'saved', list: saved, upToDate: null }
      : { kind: 'failed', reason: reasonOf(error), list: null };
  }
}

/** What an interrupted operation threw, as a reason the reader can act on. */
function reasonOf(error: unknown): SaveFailure {
  return error instanceof OfflineCopyError ? error.reason : 'network';
}

/** The main button of each state: save, update, resume or try again (none while busy or saved). */
function primaryAction(
  state: State,
  save: (list: OfflineCopyList) => Promise<void>,
  start: () => void,
): { readonly label: ReactNode; readonly run: () => void } | null {
  switch (state.kind) {
    case 'ready':
      return {
        label: <Translate id="offlineCopy.save">オフライン用に保存</Translate>,
        run: () => void save(state.list),
      };
    case 'saved':
      return state.upToDate === false
        ? {
            label: <Translate id="offlineCopy.update">更新する</Translate>,
            run: () => void save(state.list),
          }
        : null;
    case 'failed': {
      const { list } = state;
      return list
        ? {
            label: <Translate id="offlineCopy.retry">続きから保存する</Translate>,
            run: () => void save(list),
          }
        : { label: <Translate id="offlineCopy.tryAgain">もう一度試す</Translate>, run: start };
    }
    default:
      return null;
  }
}

interface Props {
  /**
   * Link to the other language's copy (its counterpart of this page, with
   * the box at `#offline`). Speaker mode leaves it out: a talk is given in
   * one language, and its article has no such box.
   */
  readonly otherLocaleLink?: boolean;
}

/**
 * "Save for offline": saves every page of this language, its search index
 * and its datasets in this browser (src/offline/offlineCopyStore.ts), after
 * saying how much it downloads, with progress; later, updates or removes the
 * copy. Each language is saved on its own; the other language's button is
 * one link away (on /go; speaker mode opens this box in a dialog,
 * src/components/PresentationControls/OfflineCopyDialog.tsx).
 */
export default function OfflineCopy({ otherLocaleLink = true }: Props): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { baseUrl } = siteConfig;
  const { htmlLang } = usePageLocale();
  const { createUrl } = useAlternatePageUtils();
  const otherLocale = otherLocaleLink
    ? i18n.locales.find((locale) => locale !== i18n.currentLocale)
    : undefined;
  const [state, setState] = useState<State>({ kind: 'checking' });
  // The save in progress, for stopping it when the page goes away.
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    running.current = state.kind === 'saving' ? state.controller : null;
  }, [state]);

  const megabytes = (bytes: number): string =>
    new Intl.NumberFormat(htmlLang, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    }).format(bytes / 1_048_576);

  const check = useCallback((): void => {
    void currentState(baseUrl).then(setState);
  }, [baseUrl]);

  useEffect(() => {
    let live = true;
    void currentState(baseUrl).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [baseUrl]);

  const save = async (list: OfflineCopyList): Promise<void> => {
    const controller = new AbortController();
    try {
      await saveOfflineCopy(
        baseUrl,
        list,
        (progress) => {
          if (!controller.signal.aborted) setState({ kind: 'saving', list, progress, controller });
        },
        controller.signal,
      );
      if (!controller.signal.aborted) setState({ kind: 'saved', list, upToDate: true });
    } catch (error) {
      setState({ kind: 'failed', reason: reasonOf(error), list });
    }
  };

  const start = (): void => {
    void (async () => {
      try {
        await save(await fetchOfflineCopyList(baseUrl));
      } catch (error) {
        setState({ kind: 'failed', reason: reasonOf(error), list: null });
      }
    })();
  };

  const cancel = (): void => {
    if (state.kind === 'saving') state.controller.abort();
    check();
  };

  const remove = (): void => {
    void removeOfflineCopy(baseUrl).then(check);
  };

  const size = (list: OfflineCopyList): string => megabytes(totalTransferBytes(list.entries));
  const primary = primaryAction(state, save, start);

  return (
    <div className={styles.box}>
      <p>
        <Translate id="offlineCopy.intro">
          ネットワークのない会場や機内でも読めるように、この言語のすべてのページ、検索、計算ツール、データセットをこのブラウザーに保存できます。保存しなくても、一度開いたページはオフラインでも開けます。
        </Translate>
      </p>
      <div className={styles.status} role="status" aria-live="polite">
        {state.kind === 'checking' ? (
          <p>
            <Translate id="offlineCopy.checking">
              このブラウザーで保存できるか確認しています…
            </Translate>
          </p>
        ) : null}
        {state.kind === 'unsupported' ? (
          <p>
            {process.env.NODE_ENV === 'production' ? (
              <Translate id="offlineCopy.unsupported">
                このブラウザーではオフライン用に保存できません（Service Worker と HTTPS
                の接続が必要です。プライベートウィンドウでは使えないことがあります）。
              </Translate>
            ) : (
              <Translate id="offlineCopy.devServer">
                開発サーバーには Service Worker がないため保存できません。npm run build のあと npm
                run serve で開いたサイトで試してください。
              </Translate>
            )}
          </p>
        ) : null}
        {state.kind === 'ready' ? (
          <p>
            <Translate
              id="offlineCopy.size"
              values={{ files: state.list.entries.length, size: size(state.list) }}
            >
              {'{files} ファイル、ダウンロードは約 {size} です。'}
            </Translate>
          </p>
        ) : null}
        {state.kind === 'saving' ? (
          <>
            <progress
              className={styles.progress}
              max={Math.max(1, state.progress.totalBytes)}
              value={state.progress.doneBytes}
              aria-label={translate({ id: 'offlineCopy.progressLabel', message: '保存の進み具合' })}
            />
            <p>
              <Translate
                id="offlineCopy.progress"
                values={{
                  done: state.progress.doneFiles,
                  total: state.progress.totalFiles,
                  doneSize: megabytes(state.progress.doneBytes),
                  totalSize: megabytes(state.progress.totalBytes),
                }}
              >
                {'保存しています：{total} ファイル中 {done}（{totalSize} 中 {doneSize}）'}
              </Translate>
            </p>
          </>
        ) : null}
        {state.kind === 'saved' ? (
          <p>
            {state.upToDate === false ? (
              <Translate id="offlineCopy.outdated" values={{ size: size(state.list) }}>
                {
                  'この端末に保存済みですが、サイトが更新されています。「更新する」で変わったファイルだけをダウンロードします（全体で {size}）。'
                }
              </Translate>
            ) : (
              <Translate id="offlineCopy.saved" values={{ size: size(state.list) }}>
                {
                  'この端末に保存済みです（{size}）。ネットワークがなくても、この言語のページ、検索、計算ツール、データセットが使えます。サイトが更新されると、次にオンラインで開いたときに自動で更新します。'
                }
              </Translate>
            )}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p className={styles.error}>{failureMessage(state.reason)}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {primary ? (
          <button type="button" className="button button--primary" onClick={primary.run}>
            {primary.label}
          </button>
        ) : null}
        {state.kind === 'saving' ? (
          <button type="button" className="button button--secondary" onClick={cancel}>
            <Translate id="offlineCopy.cancel">中止する</Translate>
          </button>
        ) : null}
        {state.kind === 'saved' ? (
          <button type="button" className="button button--secondary" onClick={remove}>
            <Translate id="offlineCopy.remove">保存したコピーを削除</Translate>
          </button>
        ) : null}
      </div>
      {otherLocale ? (
        <p className={styles.otherLocale}>
          {/* A plain link: the other language is another build of the site, not a
              route this one knows (its Link would be reported as broken). */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href={`${createUrl({ locale: otherLocale, fullyQualified: false })}#offline`}>
            <Translate id="offlineCopy.otherLocale">
              もう一方の言語は別に保存します：English のページを保存する
            </Translate>
          </a>
        </p>
      ) : null}
    </div>
  );
}
