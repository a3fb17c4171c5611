import type { Config } from '../config';
import type { Logger } from '../logger';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

export function createAiProvider(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>,
  log: Logger,
): AiProvider {
  if (!config.OPENAI_API_KEY) {
    log.info('No OPENAI_API_KEY: offline mode (question bank and retrieval-only Milo)');
    return { mode: 'offline' };
  }
  return createOpenAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL });
}
