import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  /** Scripts the first screen loads before any lazy page: the entry and its modulepreloads. */
  files: { name: string; bytes: number; gzip: number }[];
  totalGzip: number;
  totalBytes: number;
}

/**
 * Reads dist/index.html and sums the JavaScript the browser fetches for the first screen: the entry
 * module and every chunk it preloads (Vite emits a modulepreload link for each static import).
 */
export function measureBundle(distDir: string): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) srcs.add(m[1]);
  const files = [...srcs].map((src) => {
    const body = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { name: src, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return {
    files,
    totalGzip: files.reduce((s, f) => s + f.gzip, 0),
    totalBytes: files.reduce((s, f) => s + f.bytes, 0),
  };
}
