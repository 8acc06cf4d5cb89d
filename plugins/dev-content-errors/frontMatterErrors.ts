/**
 * The front-matter errors of a set of Markdown files, as messages naming the
 * file. Pure apart from reading the files; the parser is the site's own
 * (`siteConfig.markdown.parseFrontMatter`), so it finds what the docs and
 * blog plugins would.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { DefaultParseFrontMatter, ParseFrontMatter } from '@docusaurus/types';

/** Every `.md`/`.mdx` file below a folder (none if it does not exist). */
export function markdownFilesBelow(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFilesBelow(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** One message per file whose front matter does not parse: `docs/x.mdx: <reason>`. */
export async function frontMatterErrors(
  files: readonly string[],
  parseFrontMatter: ParseFrontMatter,
  siteDir: string,
): Promise<string[]> {
  const errors: string[] = [];
  // The site has no parser of its own: Docusaurus's config validation puts
  // its default one in `siteConfig`, which ignores this fallback.
  const defaultParseFrontMatter: DefaultParseFrontMatter = (params) =>
    parseFrontMatter({ ...params, defaultParseFrontMatter });
  for (const filePath of files) {
    try {
      await defaultParseFrontMatter({ filePath, fileContent: readFileSync(filePath, 'utf8') });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      errors.push(`${path.relative(siteDir, filePath)}: front matter does not parse\n${reason}`);
    }
  }
  return errors;
}
