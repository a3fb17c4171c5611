/** The dashboard, the review deck, the study plan, history and the library. */
export const LEARNING_MESSAGES = {
  // Spec §8
  dashboardFailed: 'Failed to load dashboard data',
  // Our own (the spec does not word them)
  cardNotFound: 'Review card not found',
  cardNotDue: (due: string) => `This card is not due yet: it comes back on ${due}.`,
  cardSuspended: 'This card is suspended. Resume it to review it.',
  cardRetired: 'This card has left your deck: you answered it right three times at growing intervals.',
  examDateInPast: 'Please choose an exam date from today on.',
  examDateTooFar: 'Please choose an exam date within the next two years.',
  pageOutOfRange: (page: number, pages: number) =>
    `Page ${page} does not exist: there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`}.`,
  noteNotFound: 'Note not found. It may have been removed from the library.',
} as const;
