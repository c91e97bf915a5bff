import type { Config } from '../config.ts';
import type { AiEngine } from './engine.ts';
import { offlineEngine } from './offline-engine.ts';
import { providerEngine } from './provider-engine.ts';
import { providerTranscriber, type Transcriber } from './transcriber.ts';

/** AI_BASE_URL + AI_MODEL pick the provider; without them the built-in offline engine. */
export function createEngine(config: Config): AiEngine {
  if (config.aiMode === 'provider') {
    return providerEngine({
      baseURL: config.AI_BASE_URL!,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL!,
    });
  }
  return offlineEngine();
}

/** The provider's speech-to-text when AI_BASE_URL is set; without a provider, none. */
export function createTranscriber(
  config: Config,
  toWav: (audio: Uint8Array) => Promise<Uint8Array>,
): Transcriber | null {
  if (config.aiMode !== 'provider') return null;
  return providerTranscriber({
    baseURL: config.AI_BASE_URL!,
    apiKey: config.AI_API_KEY,
    model: config.AI_TRANSCRIPTION_MODEL,
    toWav,
  });
}
