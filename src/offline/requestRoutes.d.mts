/** Types of src/offline/requestRoutes.mjs (plain JavaScript for the service worker's Babel build). */
export type Route = 'page' | 'hashed' | 'fresh' | 'pass';

export declare const OFFLINE_COPY_LIST: string;
export declare const VISITED_CACHE: string;
export declare const VISITED_CACHE_LIMIT: number;

export declare function isContentHashed(url: string): boolean;
export declare function routeOf(
  request: {
    method: string;
    url: string;
    mode: string;
    headers: { get(name: string): string | null };
  },
  workerOrigin: string,
): Route;
export declare function matchIgnoringQuery(url: string, route: Exclude<Route, 'pass'>): boolean;
export declare function visitedCacheKey(url: string, route: Exclude<Route, 'pass'>): string;
export declare function localeOfPath(pathname: string, rootPath: string): 'ja' | 'en';
export declare function offlinePageHtml(pathname: string, rootPath: string): string;
