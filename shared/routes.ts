/**
 * The app's one route table: every client path, who may open it, and the screen (code chunk and
 * component) that shows it. The client builds its router from it, the server names each screen's
 * code in the page it sends (modulepreload), and the server answers index.html for these paths.
 */
export type RouteAccess = 'anyone' | 'signed-out' | 'learner' | 'admin';

type RouteDef = {
  path: string;
  access: RouteAccess;
  /** File in client/src/features/ (domain/Screen) with the screen's code; absent for screens in the app's own chunk. */
  chunk?: string;
  /** The component the chunk exports for this path. */
  component: string;
  /** Rendered to HTML at build time and sent to visitors without a session (client/prerender-plugin.ts). */
  prerender?: true;
  /**
   * Needs neither the sign-in state nor the API: the page loads without tRPC and TanStack Query
   * (client/src/AppRoutes.tsx), which the other screens get in a chunk of their own.
   */
  withoutApi?: true;
  /** Queries (without input) the screen renders with, asked for in the page's first batch (FIRST_BATCH). */
  firstData?: readonly string[];
};

export const ROUTES = [
  { path: '/', access: 'anyone', component: 'Landing', prerender: true, withoutApi: true },
  { path: '/signup', access: 'signed-out', chunk: 'auth/SignUp', component: 'SignUp', prerender: true },
  { path: '/login', access: 'signed-out', chunk: 'auth/LogIn', component: 'LogIn', prerender: true },
  { path: '/forgot-password', access: 'anyone', chunk: 'auth/ForgotPassword', component: 'ForgotPassword', prerender: true },
  { path: '/__/auth/action', access: 'anyone', chunk: 'auth/AuthAction', component: 'AuthAction' },
  { path: '/privacy', access: 'anyone', chunk: 'public/Legal', component: 'Privacy', prerender: true, withoutApi: true },
  { path: '/terms', access: 'anyone', chunk: 'public/Legal', component: 'Terms', prerender: true, withoutApi: true },
  {
    path: '/dashboard',
    access: 'learner',
    chunk: 'dashboard/Dashboard',
    component: 'Dashboard',
    // Every widget's data, readiness included: a widget whose data came later pushed the page down (CLS 0.67).
    firstData: [
      'dashboard.stats',
      'dashboard.recent',
      'dashboard.categories',
      'dashboard.scoreHistory',
      'dashboard.readiness',
      'attempts.open',
    ],
  },
  { path: '/create-test', access: 'learner', chunk: 'practice-test/CreateTest', component: 'CreateTest' },
  { path: '/practice-test/:testId', access: 'learner', chunk: 'practice-test/PracticeTest', component: 'PracticeTest' },
  { path: '/test-review/:testId', access: 'learner', chunk: 'practice-test/PracticeTest', component: 'TestReview' },
  { path: '/review', access: 'learner', chunk: 'review/Review', component: 'Review' },
  { path: '/history', access: 'learner', chunk: 'history/History', component: 'History' },
  { path: '/library', access: 'learner', chunk: 'library/Library', component: 'LibraryIndex' },
  { path: '/library/:slug', access: 'learner', chunk: 'library/Library', component: 'LibraryNote' },
  { path: '/admin/training-content', access: 'admin', chunk: 'admin/TrainingContent', component: 'TrainingContent' },
  { path: '/admin/item-analysis', access: 'admin', chunk: 'admin/ItemAnalysis', component: 'ItemAnalysis' },
  { path: '/admin/stuck-mail', access: 'admin', chunk: 'admin/StuckMail', component: 'StuckMail' },
] as const satisfies readonly RouteDef[];

export type AppRoute = (typeof ROUTES)[number];
export type ScreenChunk = Extract<AppRoute, { chunk: string }>['chunk'];
export type ScreenComponent = AppRoute['component'];

/** A route path as a regular expression: `:name` segments match one path segment. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const PATTERNS = ROUTES.map((route) => ({ route, pattern: pathPattern(route.path) }));

/** The route at `pathname`, if any. */
export function routeAt(pathname: string): AppRoute | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** The chunks of code that have their own file, each once. */
export const SCREEN_CHUNKS = [...new Set(ROUTES.flatMap((route) => ('chunk' in route ? [route.chunk] : [])))] as ScreenChunk[];

/** The chunk of the screen at `pathname`, if it has its own (the landing and not-found pages do not). */
export function chunkAt(pathname: string): ScreenChunk | undefined {
  const route = routeAt(pathname);
  return route && 'chunk' in route ? route.chunk : undefined;
}

/** The public pages built to HTML ahead of time: their content needs no signed-in state and no data. */
export const PRERENDERED_ROUTES = ROUTES.filter((route): route is Extract<AppRoute, { prerender: true }> => 'prerender' in route);

/** Where the build writes the prerendered page of `path`, inside the client's build folder. */
export function prerenderedPageFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * Every screen first needs the sign-in state and the public settings, and some screens their own
 * data (a route's `firstData`). The client asks for them in one batched GET, and the server names
 * that request in the page (`<link rel="preload">`) so it is fetched alongside the JavaScript
 * instead of after it. The URL follows tRPC's batch format; it only matches the client's request
 * when both list the procedures in the same order, which firstBatchAt fixes for both.
 */
export const FIRST_BATCH = ['auth.me', 'publicConfig'] as const;
type ScreenData = Extract<AppRoute, { firstData: readonly string[] }>['firstData'][number];
export type FirstBatchProcedure = (typeof FIRST_BATCH)[number] | ScreenData;

/** The procedures of the first batch of the page at `pathname`, in the order the client asks for them. */
export function firstBatchAt(pathname: string): readonly FirstBatchProcedure[] {
  const route = routeAt(pathname);
  return route && 'firstData' in route ? [...FIRST_BATCH, ...route.firstData] : FIRST_BATCH;
}

/**
 * A first-batch query whose input is in the page's address. A test page (not in review mode) asks
 * for its attempt with the sign-in state, so a reload shows the question with no further round trip.
 */
export type AddressQuery = { procedure: 'attempts.resume'; input: { testId: string } };

const TEST_PAGE = pathPattern('/practice-test/:testId');

/** The address query of the page at `pathname` + `search`, if it has one. */
export function addressQueryAt(pathname: string, search: string): AddressQuery | undefined {
  if (!TEST_PAGE.test(pathname) || new URLSearchParams(search).get('mode') === 'review') return undefined;
  try {
    return { procedure: 'attempts.resume', input: { testId: decodeURIComponent(pathname.split('/')[2] ?? '') } };
  } catch {
    return undefined; // a malformed %-escape: the page shows "not found", with nothing to ask ahead
  }
}

/**
 * The batched GET of `procedures` (none takes input) and, last, the page's address query, as tRPC's
 * httpBatchLink writes it: inputs keyed by their place in the batch.
 */
export function firstBatchUrl(procedures: readonly FirstBatchProcedure[], addressQuery?: AddressQuery): string {
  const names = addressQuery ? [...procedures, addressQuery.procedure] : procedures;
  const inputs = addressQuery ? { [procedures.length]: addressQuery.input } : {};
  return `/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

export const FIRST_BATCH_URL = firstBatchUrl(FIRST_BATCH);
