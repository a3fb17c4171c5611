import OpenAI from 'openai';
import { AI_MAX_RETRIES, AI_TIMEOUT_MS } from '../config';
import type { OnlineAi } from './provider';

/**
 * The SDK's defaults (10-minute timeout, 2 retries) would let a learner wait half an hour;
 * ours give a clear message within about a minute.
 */
export function createOpenAiProvider(options: { apiKey: string; baseURL?: string; model: string; timeoutMs?: number }): OnlineAi {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? AI_TIMEOUT_MS,
    maxRetries: AI_MAX_RETRIES,
  });
  return {
    mode: 'openai',
    model: options.model,
    async complete(request) {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
          ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { signal: request.signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    },
    async *stream(request) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
          stream: true,
        },
        { signal: request.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
