import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export type ScriptFile = { file: string; bytes: number; gzipBytes: number; transferredBytes: number };
export type PageScripts = { url: string; files: ScriptFile[]; totalGzipBytes: number; totalBytes: number };

/**
 * The JavaScript a page really loads: Chromium opens it, waits for the network to go quiet, and
 * every script response is counted as it would travel gzip-compressed (level 6, zlib's default and
 * @fastify/compress's), beside what this server actually sent (brotli, when the browser offers it).
 */
export async function measurePageScripts(pages: { url: string; sessionToken?: string }[]): Promise<PageScripts[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const measured: PageScripts[] = [];
    for (const target of pages) {
      const context = await browser.newContext();
      if (target.sessionToken)
        await context.addCookies([{ name: 'session', value: target.sessionToken, url: new URL(target.url).origin }]);
      const page = await context.newPage();
      const pending: Promise<ScriptFile>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          (async () => {
            if (!response.ok()) throw new Error(`${response.url()}: HTTP ${response.status()}`);
            const body = await response.body();
            const sizes = await response.request().sizes();
            return {
              file: new URL(response.url()).pathname,
              bytes: body.length,
              gzipBytes: zlib.gzipSync(body, { level: 6 }).length,
              transferredBytes: sizes.responseBodySize,
            };
          })(),
        );
      });
      await page.goto(target.url, { waitUntil: 'networkidle' });
      const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      measured.push({
        url: target.url,
        files,
        totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      });
      await context.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}
