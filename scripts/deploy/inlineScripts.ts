/** Finding the inline scripts a Content-Security-Policy must allow by hash. */
import { createHash } from 'node:crypto';

/** Inline scripts of an HTML page (not `src=` ones, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type !== undefined && !/^(?:text|application)\/javascript$|^module$/i.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
