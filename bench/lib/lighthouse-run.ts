import fs from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from './chromium';

/** Lighthouse's default configuration (the mobile preset: Moto G Power, slow 4G, 4× CPU), some categories. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
export type MetricId = keyof typeof METRICS;

export type RunScores = {
  scores: Record<CategoryId, number>;
  metrics: Record<MetricId, number>;
  /** Audits that lost points in accessibility or best practices, and performance's under 90. */
  lostPoints: string[];
  /** What Lighthouse blames: the shifted elements, the LCP element, the scripts of the long tasks. */
  causes: Record<string, string[]>;
  benchmarkIndex: number;
  /** How busy the machine's cores were just before the run (0–1). */
  busyBefore?: number;
  /** How fast fresh memory was written just before the run (GiB/s; bench/lib/machine.ts). */
  freshMemoryGiBs?: number;
};

function summarise(lhr: Result): RunScores {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
    CategoryId,
    number
  >;
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<MetricId, number>;
  const lostPoints = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < (id === 'performance' ? 0.9 : 1);
      })
      .map((ref) => `${id}: ${ref.id}`),
  );
  return { scores, metrics, lostPoints, causes: causesOf(lhr), benchmarkIndex: lhr.environment.benchmarkIndex };
}

type Item = { node?: { selector?: string }; url?: string; duration?: number; items?: Item[] };
const itemsOf = (lhr: Result, id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

function causesOf(lhr: Result): Record<string, string[]> {
  const pathOf = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || url;
  return {
    'cumulative-layout-shift': itemsOf(lhr, 'layout-shifts').map((item) => item.node?.selector ?? '?'),
    'largest-contentful-paint': itemsOf(lhr, 'largest-contentful-paint-element')
      .flatMap((item) => item.items ?? [])
      .flatMap((item) => (item.node?.selector ? [item.node.selector] : [])),
    'total-blocking-time': [
      ...new Set(
        itemsOf(lhr, 'long-tasks')
          .filter((task) => (task.duration ?? 0) >= 100)
          .map((task) => pathOf(task.url)),
      ),
    ],
  };
}

/** One Lighthouse navigation in a fresh Chromium (a cold cache and profile, as Lighthouse's CLI does). */
export async function runLighthouse(
  url: string,
  options: { extraHeaders?: Record<string, string>; saveTo?: string; jsProfile?: boolean; boost?: boolean } = {},
): Promise<RunScores> {
  const browser = await launchChromium({ boost: options.boost });
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(options.jsProfile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (options.saveTo) {
      fs.writeFileSync(options.saveTo, JSON.stringify(result.lhr));
      // The trace shows what each thread did (Chrome's Performance panel opens it).
      fs.writeFileSync(options.saveTo.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    // A signed-in page that lost its session would be audited as the log-in page: refuse that.
    const landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landedOn !== new URL(url).pathname) throw new Error(`Lighthouse asked for ${url} but landed on ${landedOn}`);
    return summarise(result.lhr);
  } finally {
    await browser.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type PageSummary = {
  name: string;
  path: string;
  runs: RunScores[];
  median: Record<CategoryId, number>;
  medianMetrics: Record<MetricId, number>;
};

export function summarisePage(name: string, path: string, runs: RunScores[]): PageSummary {
  return {
    name,
    path,
    runs,
    median: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<
      CategoryId,
      number
    >,
    medianMetrics: Object.fromEntries(
      (Object.keys(METRICS) as MetricId[]).map((id) => [id, median(runs.map((run) => run.metrics[id]))]),
    ) as Record<MetricId, number>,
  };
}
