import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHtmlPages } from './html-pages';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-html-pages-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root">Loading...</div></body></html>');
fs.mkdirSync(path.join(dist, 'prerendered'));
fs.writeFileSync(
  path.join(dist, 'prerendered/index.html'),
  '<html><head></head><body><div id="root" data-prerendered=""><h1>Hi</h1></div></body></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('readHtmlPages', () => {
  const pages = readHtmlPages(dist, {
    supportEmail: 'a</script><script>alert(1)</script>@b.co',
    supportPhone: '1',
    aiMode: 'offline',
  });

  it('writes the public settings as JSON that no setting can break out of', () => {
    const html = pages.pageFor('/', '', false);
    expect(html).not.toContain('</script><script>');
    const json = html.match(/<script type="application\/json" id="public-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ supportEmail: 'a</script><script>alert(1)</script>@b.co' });
  });

  it('writes the public settings into the shell too, where the footer reads them without the API client', () => {
    expect(pages.pageFor('/dashboard', '', true)).toContain('<script type="application/json" id="public-config">');
  });

  it('sends the shell to a request with a session cookie, and for paths the build did not render', () => {
    expect(pages.pageFor('/', '', true)).toContain('Loading...');
    expect(pages.pageFor('/login', '', false)).toContain('Loading...');
    expect(pages.pageFor('/', '', false)).toContain('<h1>Hi</h1>');
  });

  it("preloads each page's first batch: the dashboard's carries its widgets' data", () => {
    const preload = (html: string) => html.match(/<link rel="preload" href="([^"]+)" as="fetch"/)?.[1];
    expect(preload(pages.pageFor('/history', '', true))).toBe('/trpc/auth.me,publicConfig?batch=1&amp;input=%7B%7D');
    expect(preload(pages.pageFor('/nowhere', '', true))).toBe('/trpc/auth.me,publicConfig?batch=1&amp;input=%7B%7D');
    expect(preload(pages.pageFor('/dashboard', '', true))).toBe(
      '/trpc/auth.me,publicConfig,dashboard.stats,dashboard.recent,dashboard.categories,dashboard.scoreHistory,' +
        'dashboard.readiness,attempts.open?batch=1&amp;input=%7B%7D',
    );
  });

  it("preloads a test page's attempt with its first batch, naming the test; not in review mode", () => {
    const preload = (html: string) => html.match(/<link rel="preload" href="([^"]+)" as="fetch"/)?.[1];
    expect(preload(pages.pageFor('/practice-test/t1_a"<b', 'q=2', true))).toBe(
      '/trpc/auth.me,publicConfig,attempts.resume?batch=1&amp;input=%7B%222%22%3A%7B%22testId%22%3A%22t1_a%5C%22%3Cb%22%7D%7D',
    );
    expect(preload(pages.pageFor('/practice-test/t1_a', 'mode=review', true))).toBe(
      '/trpc/auth.me,publicConfig?batch=1&amp;input=%7B%7D',
    );
  });
});
