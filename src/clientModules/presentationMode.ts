/**
 * Client module (registered in `clientModules` of docusaurus.config.ts):
 * starts the speaker/embed mode store before React hydrates, so the
 * `<html data-presentation>` attribute and the URL guard are in place before
 * any calculator writes its inputs to the URL, and re-reads the modes from
 * the URL after every route change (a mode ends with its page). On an
 * article in speaker mode it also loads the slides' controller
 * (src/presentation/deckStore.ts loads deckController.ts with `import()`,
 * so other pages do not carry it); until it runs, the stylesheet shows the
 * server-rendered article's first (or linked) slide.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { initPresentation, syncFromLocation } from '../presentation/presentationStore';
import { initDeckLoader } from '../presentation/deckStore';

if (ExecutionEnvironment.canUseDOM) {
  initPresentation();
  initDeckLoader();
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    syncFromLocation();
  },
};

export default clientModule;
