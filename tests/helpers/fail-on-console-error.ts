import { afterEach, vi } from 'vitest';

// House rule: console.error in a test is a failure unless the test expects it (and mocks it).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
