/** Creating and taking tests, and their results: the spec's texts (§8) and our own guards. */
export const TEST_MESSAGES = {
  // Validation (§5)
  topicRequired: 'Please enter a topic',
  // Spec §8
  testNotFound: 'Test not found',
  resultsNotFound: 'Test results not found',
  resultsError: 'Error loading test results',
  resultsIncomplete: 'Unable to load test results. Please try again.',
  saveResultsError: (reason: string) => `Error saving test results: ${reason}`,
  generationInvalid: 'Failed to generate valid test questions. Please try again.',
  generationEmpty: 'No questions were generated. Please try again.',
  generationFailed: 'Error generating test. Please try again.',
  aiBusy: 'The AI is busy right now. Please try again in a minute.',
  // Our own (the spec does not word them)
  generationLimit: 'You have generated many tests in the last hour. Please try again later.',
  deadlinePassed: 'Time is up for this test: your answers were submitted.',
  attemptSubmitted: 'This test has already been submitted.',
  attemptAbandoned: 'This attempt was abandoned, so it cannot be changed or submitted. Start the test again to take it.',
  unknownQuestion: 'That question is not part of this test.',
  // Reporting a question from the results
  reportReasonRequired: 'Please choose what is wrong with the question',
  questionReported: 'Thank you. An editor will check this question against its rule.',
  reportError: (reason: string) => `Error sending your report: ${reason}`,
  reportFormUnavailable: 'The report form could not be opened. Reload the page and try again.',
  bankTooSmall: 'There are not enough questions in the bank for this test yet. Please choose fewer questions.',
  tutorAnswerFinal: 'In tutor mode an answer is final once it is marked.',
  notTutorTest: 'Answers are marked at once only in tutor mode.',
} as const;
