import { describe, expect, it } from 'vitest';
import { itMaps } from '../../tests/helpers/it-maps.ts';
import { defaultCadences } from './today-cadence.ts';
import { cadencesSchema, cadenceTextsSchema } from './today-schema.ts';

const texts = (proposal: string) => ({
  prospect: '1, 3, 7',
  contacted: '2, 4, 7',
  interested: '1, 3, 7',
  proposal,
});

/** The one message for the phase, or its days. */
function read(proposal: string) {
  const result = cadenceTextsSchema.safeParse(texts(proposal));
  if (result.success) return result.data.proposal;
  expect(result.error.issues).toHaveLength(1);
  expect(result.error.issues[0]!.path).toEqual(['proposal']);
  return result.error.issues[0]!.message;
}

describe('the cadences as Minha Conta types them', () => {
  it('reads the days however they are separated, into what the PUT takes', () => {
    expect(read('2 5 10')).toEqual([2, 5, 10]);
    expect(read(' 1,3;7 ')).toEqual([1, 3, 7]);
    const parsed = cadenceTextsSchema.parse(texts('1, 3, 7'));
    expect(parsed).toEqual(defaultCadences);
    expect(cadencesSchema.parse(parsed)).toEqual(parsed);
  });

  itMaps(
    read,
    [
      ['', 'Informe os dias de cada tentativa.'],
      [' , ', 'Informe os dias de cada tentativa.'],
      ['1, dois', 'Use só números inteiros de dias, separados por vírgula.'],
      ['1.5', 'Use só números inteiros de dias, separados por vírgula.'],
      ['1, 2, 3, 4, 5, 6', 'Cada fase precisa de 1 a 5 tentativas.'],
      // The number of attempts is said before their days.
      ['90, 90, 90, 90, 90, 90', 'Cada fase precisa de 1 a 5 tentativas.'],
      ['1, 90', 'Cada espera vai de 1 a 60 dias.'],
      ['0', 'Cada espera vai de 1 a 60 dias.'],
    ],
    'refuses “%s”: %s',
  );
});
