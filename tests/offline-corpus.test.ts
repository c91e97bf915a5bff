import { describe, expect, it } from 'vitest';
import { parseScript } from '#shared/script-format.ts';
import { answerSetProblems } from '../src/server/ai/answer-quality.ts';
import { materialOf, messageProblems, timesPasted } from '../src/server/ai/message-check.ts';
import { writeObjectionAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { offerKindOf } from '../src/server/ai/offline/offer-kind.ts';
import { writeScript } from '../src/server/ai/offline/script-writer.ts';
import { deadlineOf } from '../src/server/ai/offline/deadline.ts';
import { offerCorpus } from './fixtures/offer-corpus.ts';
import { offlineCorpus } from './fixtures/offline-corpus.ts';
import { corpusProducts } from './fixtures/offline-corpus-products.ts';
import { corpusSeeds, figureTable, percent, tallyCorpus } from './helpers/corpus-figure.ts';
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
        // The writer's own range: one thing said and one question, short enough for WhatsApp.
        for (const { content } of answers) {
          expect(content.length, content).toBeGreaterThanOrEqual(40);
          expect(content.length, content).toBeLessThanOrEqual(700);
        }
      }
    });

    it('spreads the member’s words: the objection never quoted back, the need in two answers at most', () => {
      for (const seed of seeds) {
        const answers = writeObjectionAnswers(input, seeded(seed)).map((a) => a.content);
        const quoting = answers.filter((a) => timesPasted(a, input.objection) > 0);
        const needing = answers.filter((a) => timesPasted(a, input.customerNeeds) > 0);
        expect(quoting, quoting.join('\n')).toEqual([]);
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
            expect(messageProblems(message, material), message).toEqual([]);
          }
        }
      }
    });
  });
});

describe('the offer corpus, through the one check', () => {
  const kinds = ['product', 'service', 'course', 'subscription', 'event'] as const;
  const tallies = tallyCorpus();
  // CORPUS_FIGURE=1 prints the figure for docs/benchmarks.md.
  if (process.env.CORPUS_FIGURE) console.info(figureTable(tallies));

  it('holds at least 30 offers, five or more of each kind, each read as its kind', () => {
    expect(offerCorpus.length).toBeGreaterThanOrEqual(30);
    for (const kind of kinds) {
      expect(offerCorpus.filter((o) => o.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
    }
    for (const offer of offerCorpus) {
      expect(offerKindOf(offer.product), offer.key).toBe(offer.kind);
    }
  });

  it.each(kinds)('sends at least 95%% of the texts for a %s as they are, each type', (kind) => {
    for (const [type, tally] of tallies.get(kind)!) {
      const failed = tally.failures.map((f) => `${f.problems.join('; ')} | ${f.text}`);
      expect(percent(tally), `${kind}, ${type}:\n${failed.join('\n')}`).toBeGreaterThanOrEqual(95);
    }
  });

  it('uses the date the customer gave in at least two of the five answers', () => {
    for (const offer of offerCorpus) {
      for (const said of offer.said) {
        const deadline = deadlineOf(said.objection, said.customerNeeds);
        if (!deadline) continue;
        for (const seed of corpusSeeds) {
          const answers = writeObjectionAnswers({ product: offer.product, ...said }, seeded(seed));
          const dated = answers.filter((a) => a.content.includes(deadline.date));
          expect(dated.length, `${offer.key}: ${said.objection}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('answers "não tenho tempo" with time, never with a count of customers', () => {
    const excel = offerCorpus.find((o) => o.key === 'excel')!;
    for (const seed of corpusSeeds) {
      const script = writeScript(excel.product, seeded(seed));
      expect(script).not.toMatch(/prático: mais de 1\.200 alunos/);
      const answers = writeObjectionAnswers(
        {
          product: excel.product,
          customerNeeds: 'organizar a folha',
          objection: 'não tenho tempo',
        },
        seeded(seed),
      );
      expect(
        answers.filter((a) => /tempo|encaixar|correria|rotina/.test(a.content)).length,
      ).toBeGreaterThanOrEqual(3);
      for (const { content } of answers) expect(content).not.toMatch(/ângulo\? Mas/);
    }
  });
});
