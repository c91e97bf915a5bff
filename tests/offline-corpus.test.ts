import { describe, expect, it } from 'vitest';
import { parseScript } from '#shared/script-format.ts';
import {
  answerSetProblems,
  materialOf,
  textProblems,
  timesPasted,
} from '../src/server/ai/answer-quality.ts';
import { writeObjectionAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { writeScript } from '../src/server/ai/offline/script-writer.ts';
import { offlineCorpus } from './fixtures/offline-corpus.ts';
import { corpusProducts } from './fixtures/offline-corpus-products.ts';
import { seeded } from './helpers/seeded.ts';

const seeds = [1, 2, 3, 4, 5, 6];

describe('the offline corpus', () => {
  it('holds at least 40 triples', () => {
    expect(offlineCorpus.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(offlineCorpus)('$label', ({ input }) => {
    it('gives five answers that pass the checks', () => {
      for (const seed of seeds) {
        const answers = writeObjectionAnswers(input, seeded(seed));
        const problems = answerSetProblems(answers, input);
        expect(problems, answers.map((a) => a.content).join('\n')).toEqual([]);
        // The writer's own range: long enough to stand alone, short enough for WhatsApp.
        for (const { content } of answers) {
          expect(content.length, content).toBeGreaterThanOrEqual(150);
          expect(content.length, content).toBeLessThanOrEqual(700);
        }
      }
    });

    it('spreads the member’s words: the objection quoted once, the need in two answers at most', () => {
      for (const seed of seeds) {
        const answers = writeObjectionAnswers(input, seeded(seed)).map((a) => a.content);
        const quoting = answers.filter((a) => timesPasted(a, input.objection) > 0);
        const needing = answers.filter((a) => timesPasted(a, input.customerNeeds) > 0);
        expect(quoting.length, quoting.join('\n')).toBeLessThanOrEqual(1);
        expect(needing.length, needing.join('\n')).toBeLessThanOrEqual(2);
      }
    });
  });

  describe.each(Object.entries(corpusProducts))('the script for %s', (_key, product) => {
    it('has messages that pass the checks', () => {
      const material = materialOf(product);
      for (const seed of seeds) {
        for (const stage of parseScript(writeScript(product, seeded(seed)))) {
          for (const message of stage.messages) {
            expect(textProblems(message, material), message).toEqual([]);
          }
        }
      }
    });
  });

  it('answers an objection in well under 50 ms', () => {
    const started = performance.now();
    let calls = 0;
    for (const { input } of offlineCorpus) {
      for (const seed of seeds) {
        writeObjectionAnswers(input, seeded(seed));
        calls++;
      }
    }
    expect((performance.now() - started) / calls).toBeLessThan(5);
  });
});
