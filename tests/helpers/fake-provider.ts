import { afterAll, beforeAll } from 'vitest';
import type { AiEngine } from '../../src/server/ai/engine.ts';
import { providerEngine, type ProviderSettings } from '../../src/server/ai/provider-engine.ts';
import { FakeOpenAI, type FakeBehaviour } from './fake-openai.ts';

type Timeouts = Pick<
  ProviderSettings,
  'objectionTimeoutMs' | 'firstChunkTimeoutMs' | 'scriptTimeoutMs'
>;

/**
 * The provider engine on a FakeOpenAI, for the tests of the describe block that calls it: the
 * fake starts before them and stops after. `engine` is there once it started (read it in a test).
 */
export function fakeProvider(timeouts: Timeouts) {
  const fake = new FakeOpenAI();
  let engine: AiEngine | undefined;
  beforeAll(async () => {
    await fake.start();
    engine = providerEngine({
      baseURL: fake.url,
      apiKey: 'test-key',
      model: 'fake-model',
      ...timeouts,
    });
  });
  afterAll(() => fake.stop());
  return {
    fake,
    get engine(): AiEngine {
      if (!engine) throw new Error('fakeProvider: the engine is there inside a test');
      return engine;
    },
    /** The next requests are answered `content`, or fail as `mode` says. */
    answer(content: string, mode: FakeBehaviour['mode'] = 'ok') {
      fake.behaviour = { ...fake.behaviour, mode, objectionContent: content };
    },
    /** The system and the user message of the last request. */
    lastPrompt() {
      const { messages } = fake.requests.at(-1)!.body as {
        messages: Array<{ role: string; content: string }>;
      };
      const content = (role: string) => messages.find((m) => m.role === role)!.content;
      return { system: content('system'), prompt: content('user') };
    },
  };
}
