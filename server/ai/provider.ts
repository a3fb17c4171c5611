/** The language-model seam: 'openai' talks to an OpenAI-compatible server, 'offline' needs none. */
export type AiProvider = {
  mode: 'openai' | 'offline';
};
