export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type CompletionRequest = {
  messages: PromptMessage[];
  temperature: number;
  maxTokens: number;
  /** Ask the server for a JSON object (response_format). */
  json?: boolean;
  signal?: AbortSignal;
};

/** A model reached through an OpenAI-compatible API. */
export type OnlineAi = {
  mode: 'openai';
  model: string;
  complete: (request: CompletionRequest) => Promise<string>;
  stream: (request: CompletionRequest) => AsyncIterable<string>;
};

/** No key configured: services answer from the question bank and the study library instead. */
export type OfflineAi = { mode: 'offline' };

/** The language-model seam: services branch on `mode`; tests plug in a fake server or offline. */
export type AiProvider = OnlineAi | OfflineAi;
