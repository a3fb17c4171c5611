import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. `npm test` runs unit and integration: fast, and their outcome does not depend on
 * how busy the machine is. `npm run test:faults` runs the tests whose subject is time itself (kill and
 * restart cycles, connection cuts, a hanging model, several server processes, start and stop); their
 * limits scale with the machine's measured speed (tests/helpers/machine-speed.ts).
 */
const FAULT_TESTS = ['tests/faults/**/*.test.ts'];

export default defineConfig({
  // The one path alias (tsconfig.json): shared rules from anywhere without ../../../shared.
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/helpers/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // React hooks and components, in a simulated browser.
        extends: true,
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: FAULT_TESTS,
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
