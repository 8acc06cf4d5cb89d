#!/usr/bin/env node
// Copies KaTeX's stylesheet and fonts from node_modules into static/katex, so
// pages with formulas can link them (see config/markdown.ts) and the version
// always matches the installed rehype-katex/katex.
import { cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('katex/dist/katex.min.css'));
const target = path.resolve('static/katex');
await mkdir(target, { recursive: true });
await cp(path.join(dist, 'katex.min.css'), path.join(target, 'katex.min.css'));
await cp(path.join(dist, 'fonts'), path.join(target, 'fonts'), { recursive: true });
