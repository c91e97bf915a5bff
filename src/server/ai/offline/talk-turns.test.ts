// Round 14: turns that reach FechaZap inside a talk already under way (CA1011 on, the luvia list,
// SOURCES.md), each failure of the reading reproduced here first. A remark in the middle of a
// talk is heard, not looked into; what a first message says stays read as before.
import { describe, expect, it } from 'vitest';
import { curso } from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { intentOf, replies, repliesInTalk } from '../../../../tests/helpers/offline-replies.ts';

const first = (text: string) => replies(text, curso)[0]!;

/** The last turn of a talk under way: the customer spoke, the seller answered, then this. */
const inTalk = (text: string, seller = 'Entendi. Fico feliz em acompanhar você nisso.') =>
  repliesInTalk(
    [
      ['customer', 'Oi, tudo bem? Comecei o curso semana passada.'],
      ['seller', seller],
      ['customer', text],
    ],
    curso,
  )[0]!;

describe('a course customer: round 14, a talk under way', () => {
  it('a remark in the middle of a talk is heard, not looked into (CA1029, CA1045, CA1012)', () => {
    for (const said of [
      'Gosto do Correto, só isso!',
      'Ele não faz nada dentro de casa',
      'Mas, o gráfico do gatinho, nesta semana, foi uma bronca que tomei do Seu Zé... Ele falou sobre o conhecimento que tenho e não uso.',
    ]) {
      const reply = inTalk(said);
      expect(reply, said).not.toMatch(/Vou ver isso|Boa pergunta|Vou confirmar/);
      expect(reply, said).toMatch(/Agradeço por me contar|Entendi/);
    }
  });

  it('a short message opening a talk is still looked into (a question without its mark)', () => {
    expect(first('É prova dágua')).not.toMatch(/Agradeço por me contar/);
    expect(first('Ele não faz nada dentro de casa')).not.toMatch(/Agradeço por me contar/);
  });

  it('in a talk, a question without its mark or a trouble is still looked into', () => {
    expect(inTalk('O q temos de pagamento feito em relação ao curso')).not.toMatch(
      /Agradeço por me contar/,
    );
    expect(inTalk('Não aparece nenhuma mensagem')).not.toMatch(/Agradeço por me contar/);
    expect(inTalk('Tenho que responder ⁉️')).not.toMatch(/Agradeço por me contar/);
    // A 'não' of something that fails is a trouble (CA198, CA241).
    expect(inTalk('Da certo mas não abre o da mentoria')).not.toMatch(/Agradeço por me contar/);
    expect(inTalk('Só não tá abrindo agora o da mentoria diamante')).not.toMatch(
      /Agradeço por me contar/,
    );
  });

  it('"Sim, sim... Sem dúvida." is a yes, no doubt asked (CA1050)', () => {
    const reply = inTalk(
      'Sim, sim... Sem dúvida.',
      'Me conta: você vai usar nos seus atendimentos ou no seu autocuidado?',
    );
    expect(reply).not.toMatch(/Boa pergunta|Vou confirmar/);
  });

  it('"estou sem dor" is good news (CA1048)', () => {
    expect(inTalk('Aí estou sem dor, a dor em que  estava sentindo no começo da conversa')).toMatch(
      /Que bom|feliz/,
    );
  });

  it('"Quando tiver outras curas te informo" is news promised, no question (CA1049)', () => {
    const reply = inTalk('Quando tiver outras curas te informo');
    expect(reply).not.toMatch(/Boa pergunta|Vou confirmar/);
    expect(reply).toMatch(/Combinado/);
  });

  it('"Com quem falo, por favor?" asks who answers (CA1022)', () => {
    expect(first('Com quem falo, por favor?')).not.toMatch(/Boa pergunta|Vou confirmar/);
  });

  it('a hard month told is met with patience, never the price (CA1028, CA1023)', () => {
    const hard = first(
      'No dia 25 eu recebo a minha aposentadoria mas é só o salário e ainda está descontando um empréstimo o minha querida minha situação está bem difícil',
    );
    expect(hard).toMatch(/Entendo/);
    expect(hard).not.toMatch(/Vou ver isso|R\$/);
    const noTotal = first('E o pix é  a vista e eu não tenho o valor total');
    expect(noTotal).not.toMatch(/chave Pix|À vista fica/);
  });

  it('a place that refuses the payment is looked into as a way to pay (CA1025)', () => {
    const reply = first('A loja de conveniência não aceita ‼️');
    expect(reply).not.toMatch(/Boa pergunta/);
    expect(reply).toMatch(/forma de (?:você )?pagar/);
  });

  it('"super atrasado" and "me deram balão" are complaints (CA1030, CA1035)', () => {
    expect(intentOf('Está  super atrasado esse certificado', curso)).toBe('complaint');
    expect(intentOf('Está nada… me deram balão', curso)).toBe('complaint');
  });
});
