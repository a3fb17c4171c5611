import type { Page, Route } from '@playwright/test';

/**
 * What makes a screenshot differ between two runs of the same code, and how each is held still, so
 * that the screens spec compares pixels and only a change in how the app looks fails it:
 * - times: the browser's clock is fixed (page.clock), and every timestamp the server sends from this
 *   run (within hours of its start) is moved by one constant onto that day, so dates read the same and
 *   intervals (the 60-minute deadline) keep their length; older, fixed dates are left as they are;
 * - the bank's random draw and answer order: question, answer and explanation texts are replaced by
 *   fixed ones, keyed by question id (q1…), on the way to the page;
 * - server-measured durations (time spent) are fixed;
 * - names are the fixtures' fixed names; emails are never on these screens.
 * The app's own code renders all of it: only the data is pinned, as with fixed test data.
 */
export const SCREEN_CLOCK = new Date('2026-03-10T12:00:00.000Z');
const runStart = Date.now();
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const THIS_RUN_MS = 6 * 60 * 60 * 1000;

function pinTime(iso: string): string {
  const sinceStart = Date.parse(iso) - runStart;
  return Math.abs(sinceStart) < THIS_RUN_MS ? new Date(SCREEN_CLOCK.getTime() + sinceStart).toISOString() : iso;
}

const questionText = (id: string) =>
  `Under RESPA, a lender receives a loan application on a Monday. Which of the following must it deliver within three business days? (Fixed text for question ${id}, used by the screenshot test.)`;
const answerTexts = [
  'The Loan Estimate and the special information booklet',
  'A Closing Disclosure signed by the borrower',
  'An appraisal report and the servicing transfer statement',
  'Nothing until the borrower indicates an intent to proceed',
];
const EXPLANATION =
  'RESPA and Regulation X (12 CFR 1024.6) require the special information booklet within three business days of the application; TRID adds the Loan Estimate on the same timeline.';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isQuestion(value: { [key: string]: Json }): boolean {
  return typeof value.id === 'string' && typeof value.text === 'string' && Array.isArray(value.answers);
}

/** The same JSON with its unstable parts pinned (see the note above). */
export function pin(value: Json): Json {
  if (typeof value === 'string') {
    return ISO_TIME.test(value) ? pinTime(value) : value;
  }
  if (Array.isArray(value)) return value.map(pin);
  if (value === null || typeof value !== 'object') return value;
  const pinned: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) pinned[key] = pin(field);
  if (isQuestion(value)) {
    const id = String(value.id);
    pinned.text = questionText(id);
    pinned.answers = (value.answers as { [key: string]: Json }[]).map((answer, index) => ({
      ...answer,
      text: answerTexts[index] ?? 'Another answer',
    }));
    if ('explanation' in value) pinned.explanation = EXPLANATION;
    if ('note' in value) pinned.note = 'respa';
  }
  if (typeof value.questionId === 'string' && typeof value.correctAnswer === 'string') pinned.correctAnswer = 'a';
  if (typeof value.timeSpent === 'number') pinned.timeSpent = 754;
  // The attempt's clock: the server's "now" is taken as the start, so the timer reads 60:00 / 0:00.
  if (typeof value.serverNow === 'string' && typeof value.attempt === 'object' && value.attempt !== null) {
    const attempt = value.attempt as { [key: string]: Json };
    if (typeof attempt.startedAt === 'string') pinned.serverNow = pin(attempt.startedAt);
  }
  return pinned;
}

async function pinResponse(route: Route) {
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
  return route.fulfill({ response, json: pin(await response.json()) });
}

/**
 * Fixes the page's clock and pins every tRPC answer. A picked answer is shown as picked but not
 * saved, so the submitted test scores 0% (every figure on results and the dashboard is then known);
 * the picked look is what the screenshot is for.
 */
export async function stabilise(page: Page) {
  await page.clock.setFixedTime(SCREEN_CLOCK);
  await page.route('**/trpc/**', async (route) => {
    if (route.request().url().includes('attempts.saveAnswer')) {
      return route.fulfill({ json: [{ result: { data: { saved: true } } }] });
    }
    return pinResponse(route);
  });
}
