/** Milo, the study assistant: the spec's chat error (§8) and the texts of the chat, its welcome (§2, §9) and offline mode. */
export const MILO_MESSAGES = {
  // Spec §8
  chatError: 'Sorry, I encountered an error. Please try again.',
  // Our own (the spec does not word them)
  chatLimit: 'You have sent many messages to Milo in the last hour. Please try again later.',
  // Chat input
  messageRequired: 'Please type a message',
  messageTooLong: 'Messages can be at most 2,000 characters long',
  messageExpired: 'This message can no longer be answered. Please send it again.',
  inputLabel: 'Message Milo',
  inputPlaceholder: 'Ask Milo about TRID, RESPA, fair lending...',
  newConversation: 'New conversation',
  clearFailed: 'Could not clear the conversation. Please try again.',
  historyFailed: 'Could not load your conversation with Milo. Please refresh the page.',
  // Welcome (spec §2, §9: categories under 70% in the 3 most recent tests)
  welcomeHello: (name: string) => `Hi ${name}! I'm Milo, your SAFE MLO study assistant.`,
  welcomeNoTests:
    "You haven't taken a practice test yet. Take one and I'll point out where to focus. Meanwhile, ask me anything about the exam: TRID timing, RESPA, ECOA and more.",
  welcomeWeak: (tests: number) =>
    `Your ${tests === 1 ? 'most recent test shows' : `last ${tests} tests show`} these categories under 70%:`,
  welcomeWeakFollowUp: 'Ask me about any of them, or take a practice test to build them up.',
  welcomeStrong: (tests: number) =>
    `Nice work: every category in your ${tests === 1 ? 'most recent test' : `last ${tests} tests`} is at 70% or above. Ask me anything, or keep practicing.`,
  practiceButton: (category: string) => `Practice ${category}`,
  // Offline mode: retrieval only, and said plainly
  offlineIntro:
    "I'm in offline mode (no AI model is configured), so I can't write a new answer. Here is what the study library says about your question:",
  offlineNoMatch:
    "I'm in offline mode (no AI model is configured), and I couldn't find study materials matching your question. Try naming a topic such as TRID, RESPA or ECOA.",
  offlineOutOfScope:
    'I can help with the SAFE MLO exam and mortgage lending topics. Try asking about a rule, a disclosure or a calculation, for example: When must the Closing Disclosure be delivered?',
  workedExample: '**Practice question from the bank:**',
  workedCalculation: '**Worked calculation with your numbers:**',
  offlineWeakAdvice: (categories: string, weakest: string) =>
    `From your recent tests, these categories need work: ${categories}. A practice test on ${weakest} is a good next step.`,
} as const;
