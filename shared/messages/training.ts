/** The admin's Training Content Manager and its AI test box: the spec's alerts (§8) and the form's own texts. */
export const TRAINING_MESSAGES = {
  // Spec §8
  trainingAddError: (reason: string) => `Error adding training content: ${reason}`,
  trainingAdded: 'Training content added successfully!',
  testAiError: (reason: string) => `Error testing AI: ${reason}`,
  // Training Content Manager
  titleRequired: 'Title is required',
  sourceRequired: 'Source is required',
  categoryRequired: 'Category is required',
  transcriptRequired: 'Transcript is required',
  invalidUrl: 'Please enter a valid URL (http:// or https://)',
  questionRequired: 'Please enter a question',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters long`,
  trainingUpdated: 'Training content updated successfully!',
  trainingUpdateError: (reason: string) => `Error updating training content: ${reason}`,
  trainingDeleted: 'Training content deleted.',
  trainingDeleteError: (reason: string) => `Error deleting training content: ${reason}`,
  trainingNotFound: 'This training content no longer exists.',
  trainingRestored: 'The study library text is back, and later corrections will update it again.',
  trainingRestoreError: (reason: string) => `Error restoring the study library text: ${reason}`,
  trainingNoShippedText: 'This item has no study library text to restore.',
  trainingListError: 'Could not load the training content. Please try again.',
  trainingEmpty: 'No training content yet. Add the first item above.',
  aiUnavailable: 'The AI service is unavailable right now. Please try again.',
  testAiOfflineWithout: 'Offline mode: no AI model is configured, so there is no answer without the training materials.',
} as const;
