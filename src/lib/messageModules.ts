/**
 * The site's message modules (src/i18n/messages.ts): files under src/ that
 * call `defineMessages`, read in Node by the translation parity check and the
 * Japanese lint, as code.json and the `translate()` defaults are read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMessages, type CompleteMessages } from '../i18n/messages';

export interface MessageModule {
  /** Path relative to the site, e.g. src/components/IopsCalculator/strings.ts. */
  readonly file: string;
  /** The exported name, e.g. iopsStrings. */
  readonly name: string;
  readonly messages: CompleteMessages;
}

/** Every `defineMessages` export of the TypeScript files under `siteDir/src`. */
export async function messageModules(siteDir: string): Promise<MessageModule[]> {
  const srcDir = path.join(siteDir, 'src');
  // A site without src/ (the parity check's fixture trees) has no modules.
  if (!existsSync(srcDir)) return [];
  const files = readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /\bdefineMessages\(/.test(readFileSync(file, 'utf8')))
    .filter((file) => !file.endsWith(path.join('src', 'i18n', 'messages.ts')))
    .sort();
  const modules: MessageModule[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isMessages(value)) {
        const { ja, en } = value;
        // Only a bundle for one locale drops a half (src/i18n/messages.ts).
        if (!ja || !en) {
          throw new Error(
            `${path.relative(siteDir, file)}: ${name} has only one language; is BUNDLE_LOCALE set in this environment?`,
          );
        }
        modules.push({ file: path.relative(siteDir, file), name, messages: { ja, en } });
      }
    }
  }
  return modules;
}
