import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, experimental_transcribe as transcribe } from 'ai';
import { isOgg } from '#shared/conversations.ts';

/** What the provider heard, and how long it says the audio was (when it says). */
export interface Transcript {
  text: string;
  seconds: number | undefined;
}

/** Turns a customer's voice note into text; throws when the provider cannot. */
export interface Transcriber {
  /** `prompt`: words to spell as the seller does (product names, the customer's first name). */
  transcribe(audio: Uint8Array, prompt: string): Promise<Transcript>;
}

export interface TranscriberSettings {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  /** A provider that refuses Ogg gets this instead (a 16 kHz mono WAV). */
  toWav: (audio: Uint8Array) => Promise<Uint8Array>;
  timeoutMs?: number;
}

/** The longest a note may take to come back as text. */
const TRANSCRIPTION_TIMEOUT_MS = 60_000;

/** A 400 that says the file's format is not taken (OpenAI: "Unsupported file format"…). */
const formatRefused = (error: unknown) =>
  APICallError.isInstance(error) &&
  error.statusCode === 400 &&
  /format|unsupported|decod|invalid file|could not be (?:read|processed)/i.test(
    `${error.message} ${error.responseBody ?? ''}`,
  );

/**
 * The OpenAI-compatible `/audio/transcriptions` of the operator's provider, through the AI SDK:
 * Portuguese, with the spelling prompt; an Ogg the provider refuses is sent again as WAV.
 */
export function providerTranscriber(settings: TranscriberSettings): Transcriber {
  const provider = createOpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey ?? 'none' });
  const model = provider.transcription(settings.model);
  const once = async (audio: Uint8Array, prompt: string) => {
    const { text, durationInSeconds } = await transcribe({
      model,
      audio,
      providerOptions: { openai: { language: 'pt', prompt } },
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(settings.timeoutMs ?? TRANSCRIPTION_TIMEOUT_MS),
    });
    return { text: text.trim(), seconds: durationInSeconds };
  };
  return {
    async transcribe(audio, prompt) {
      try {
        return await once(audio, prompt);
      } catch (error) {
        if (!isOgg(audio) || !formatRefused(error)) throw error;
        return once(await settings.toWav(audio), prompt);
      }
    },
  };
}
