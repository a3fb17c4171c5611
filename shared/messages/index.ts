import { AUTH_MESSAGES } from './auth';
import { COMMON_MESSAGES } from './common';
import { LEARNING_MESSAGES } from './learning';
import { MILO_MESSAGES } from './milo';
import { TEST_MESSAGES } from './tests';
import { TRAINING_MESSAGES } from './training';

/**
 * Every user-facing message, written once and used by client and server. Each domain keeps its
 * texts in its own file (spec-worded ones marked with their section); MSG is the one lookup, so a
 * server error and the screen that shows it name the same key.
 */
export const MSG = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...TEST_MESSAGES,
  ...LEARNING_MESSAGES,
  ...MILO_MESSAGES,
  ...TRAINING_MESSAGES,
} as const;
