import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AiProvider } from './provider';

export function createAiProvider(config: Config, _log: Logger): AiProvider {
  return { mode: config.OPENAI_API_KEY ? 'openai' : 'offline' };
}
