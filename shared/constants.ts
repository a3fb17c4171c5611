export const PRODUCT_NAME = 'MLO Prep';
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const RESEND_COOLDOWN_SECONDS = 60;
export const TEST_TIME_LIMIT_SECONDS = 3600;
/**
 * Tutor mode is untimed. Its attempt still has a deadline (every attempt does), set far enough out
 * that no learner meets it: a week, after which a forgotten tutor attempt is closed like any other.
 */
export const TUTOR_TIME_LIMIT_SECONDS = 7 * 24 * 3600;
export const TEST_MODES = ['timed', 'tutor'] as const;
/** Answers and submits this late still count: network latency, not extra time. */
export const DEADLINE_GRACE_SECONDS = 5;
export const TIMER_WARNING_SECONDS = 60;
export const TIMER_DANGER_SECONDS = 30;
export const QUESTION_COUNTS = [5, 10, 15, 20] as const;
export const DEFAULT_QUESTION_COUNT = 10;
export const DEFAULT_DIFFICULTY = 'intermediate';
export const RECENT_TESTS_LIMIT = 5;
export const WELCOME_RECENT_TESTS = 3;
export const WEAK_CATEGORY_THRESHOLD = 70;
export const STREAK_SCORE = 100;
export const GENERATION_STEPS = [
  { at: 0, percent: 25, message: 'Analyzing topic and difficulty level...' },
  { at: 2, percent: 50, message: 'Creating comprehensive question bank...' },
  { at: 4, percent: 75, message: 'Validating answers and explanations...' },
  { at: 6, percent: 100, message: 'Finalizing your personalized test...' },
] as const;
/** The score history sent to the line chart is the latest N results, so the payload is bounded. */
export const SCORE_HISTORY_LIMIT = 50;
export const LOADING_TEXT = 'Loading...';
export const CHAT_MAX_LENGTH = 2000;
