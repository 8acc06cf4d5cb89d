/**
 * Writes the headers the build ships with — `_headers` (Cloudflare Pages,
 * Netlify) and `nginx-headers.conf` — into the build folder, after
 * `docusaurus build` (see DEPLOY.md). The CSP allows exactly the inline
 * scripts the pages hold (the colour-mode and speaker-mode scripts that must
 * run before the first paint, the short-link redirects), by their SHA-256,
 * section by section.
 *
 *   tsx scripts/write-deploy-headers.ts [build folder, default build]
 *
 * The base path comes from BASE_URL, as in the build (config/siteAddress.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddress } from '../config/siteAddress';
import {
  formatHeadersFile,
  formatNginx,
  headerRules,
  headersFileProblems,
  type LocaleOutput,
  type Section,
} from './deploy/headerRules';
import { inlineScripts, sha256 } from './deploy/inlineScripts';

/** Locale folders inside the build (the default locale is the build's root). */
const LOCALE_FOLDERS = ['en'];

function htmlFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return dir.endsWith('.html') ? [dir] : [];
  return readdirSync(dir).flatMap((name) => htmlFiles(path.join(dir, name)));
}

function hashesOf(files: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files)
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) hashes.add(sha256(script));
  return [...hashes].sort();
}

/** The sections of one locale's output folder. */
function localeOutput(localeDir: string, prefix: string): LocaleOutput {
  const names = new Set<string>();
  for (const entry of readdirSync(localeDir)) {
    if (entry === 'assets' || LOCALE_FOLDERS.includes(entry) || entry.startsWith('_')) continue;
    const full = path.join(localeDir, entry);
    if (statSync(full).isDirectory()) {
      if (htmlFiles(full).length > 0) names.add(entry);
    } else if (entry.endsWith('.html') && entry !== 'index.html' && entry !== '404.html') {
      names.add(entry.slice(0, -'.html'.length));
    }
  }
  const sections: Section[] = [
    {
      name: '',
      folder: false,
      page: true,
      scriptHashes: hashesOf(
        ['index.html', '404.html']
          .map((file) => path.join(localeDir, file))
          .filter((file) => existsSync(file)),
      ),
    },
  ];
  for (const name of [...names].sort()) {
    const folder = path.join(localeDir, name);
    const page = path.join(localeDir, `${name}.html`);
    const hasFolder = existsSync(folder) && statSync(folder).isDirectory();
    const files = [...(hasFolder ? htmlFiles(folder) : []), ...(existsSync(page) ? [page] : [])];
    sections.push({
      name,
      folder: hasFolder,
      page: existsSync(page),
      scriptHashes: hashesOf(files),
    });
  }
  const workerChunks = readdirSync(localeDir)
    .filter((name) => /^[^/]+\.sw\.js$/.test(name))
    .sort();
  return { prefix, sections, workerChunks };
}

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const { baseUrl } = siteAddress(process.env);
  const locales: LocaleOutput[] = [localeOutput(buildDir, '')];
  for (const folder of LOCALE_FOLDERS) {
    const dir = path.join(buildDir, folder);
    if (existsSync(dir)) locales.push(localeOutput(dir, `${folder}/`));
  }
  const rules = headerRules(baseUrl, locales);
  const headersFile = formatHeadersFile(rules);
  const problems = headersFileProblems(headersFile);
  if (problems.length > 0) {
    // Cloudflare Pages would drop what is over its limits: a page without its CSP, or a broken one.
    process.stderr.write(
      `[deploy headers] _headers is over Cloudflare Pages' limits:\n  ${problems.join('\n  ')}\n`,
    );
    process.exit(1);
  }
  writeFileSync(path.join(buildDir, '_headers'), headersFile);
  writeFileSync(path.join(buildDir, 'nginx-headers.conf'), formatNginx(rules));
  const hashes = new Set(locales.flatMap((l) => l.sections.flatMap((s) => s.scriptHashes)));
  process.stdout.write(
    `[deploy headers] ${String(rules.length)} rules, ${String(hashes.size)} inline-script hashes → ${path.relative(process.cwd(), buildDir)}/_headers, nginx-headers.conf\n`,
  );
}

main();
