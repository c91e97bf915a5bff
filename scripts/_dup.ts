import { offlineCorpus } from '../tests/fixtures/offline-corpus.ts';
import { writeObjectionAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { answerSetProblems } from '../src/server/ai/answer-quality.ts';
import { seeded } from '../tests/helpers/seeded.ts';
for (const { input, label } of offlineCorpus) for (const seed of [1,2,3,4,5,6]) {
  const a = writeObjectionAnswers(input, seeded(seed));
  const p = answerSetProblems(a, input);
  if (p.length) { console.log(label, seed, p); for (const x of a) console.log('  ', x.content); break; }
}
