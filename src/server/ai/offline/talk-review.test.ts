// Round 15's independent review: readings made for the course's support talks that misread
// other sellers' customers (a bakery, a perfume shop, a nutritionist) or drop what they asked.
// Each is reproduced here first, then narrowed.
import { describe, expect, it } from 'vitest';
import {
  curso,
  nutri,
  padaria,
  perfume,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReply as first, inputFor, now } from '../../../../tests/helpers/offline-replies.ts';
import { intentOfMessage } from './reply-intent.ts';
import { writeOfflineReplies } from './reply-writer.ts';

const APOLOGY = /Você tem razão, já tinha me passado/;

describe('round 15: the review', () => {
  it('"já disse/falei" to someone else is no question asked again', () => {
    expect(
      first(perfume, ['customer', 'Eu já disse pra minha irmã que vou comprar o de 10 ml']),
    ).not.toMatch(APOLOGY);
    expect(
      first(nutri, ['customer', 'Já falei com ele e vamos fechar o plano de 3 meses']),
    ).not.toMatch(APOLOGY);
    expect(
      first(padaria, ['customer', 'Já falei com a minha mãe e ela quer o pão italiano pra sábado']),
    ).not.toMatch(APOLOGY);
  });

  it('a yes to a Pix or to setting something aside is still a sale, whatever the seller is preparing', () => {
    const pix = first(
      padaria,
      ['seller', 'Vou verificar com a cozinha se dá pra amanhã. Já te mando o Pix?'],
      ['customer', 'Sim'],
    );
    expect(pix).not.toMatch(/Assim que estiver pronto/);
    expect(pix).toMatch(/chave Pix/);
    const aside = first(
      padaria,
      ['seller', 'Estou preparando a fornada das 16h. Quer que eu separe 2 pães pra você?'],
      ['customer', 'Pode sim'],
    );
    expect(aside).not.toMatch(/Assim que estiver pronto, te mando/);
    expect(aside).toMatch(/Pix ou no cartão/);
    const size = first(
      perfume,
      ['seller', 'Podemos mandar o 5 ml ou o 10 ml, qual você prefere?'],
      ['customer', 'Pode ser o 10 ml'],
    );
    expect(size).not.toMatch(/Já vou fazer isso/);
    expect(size).toMatch(/chave Pix/);
  });

  it('a yes with a "não" or a "mas" in it is still a yes', () => {
    for (const [seller, said] of [
      ['Posso te mandar o Pix?', 'Pode sim, não vejo a hora de provar'],
      ['Posso te mandar o Pix?', 'Sim, mas só consigo pagar à noite'],
    ] as const) {
      const reply = first(padaria, ['seller', seller], ['customer', said]);
      expect(reply, said).toMatch(/chave Pix|Pix ou no cartão/);
    }
  });

  it('"o quanto fica…" and "pode ter valor melhor" still ask a price', () => {
    expect(first(padaria, ['customer', 'Me fala o quanto fica 3 pães'])).toMatch(/R\$/);
    expect(first(perfume, ['customer', 'o quanto é o de 10ml'])).toMatch(/R\$/);
    expect(intentOfMessage('Se eu levar 3 pode ter valor melhor')).not.toBeNull();
  });

  it('the installments of a platform in a refund, a complaint or a payment are read as those', () => {
    for (const said of [
      'Quero cancelar o parcelamento da Hotmart e pedir reembolso',
      'Paguei pelo parcelamento da Hotmart ontem, cadê meu acesso',
      'Já paguei a 1a parcela do parcelamento da hotmart',
    ]) {
      expect(first(curso, ['customer', said]), said).not.toMatch(/se dá pra pagar com/);
    }
  });

  it('"estou querendo comprar, mas só mês que vem" is no order now', () => {
    const said = first(perfume, [
      'customer',
      'Estou querendo comprar, mas só mês que vem quando receber',
    ]);
    expect(said).not.toMatch(/Oba|chave Pix agora/);
    expect(said).toMatch(/Pensa com calma/);
  });

  it('"não vou desistir do pedido, só preciso mudar…" is the change asked, not cheered', () => {
    const said = first(padaria, [
      'customer',
      'Não vou desistir do pedido, só preciso mudar a entrega pra sábado',
    ]);
    expect(said).not.toMatch(/torcida/);
  });

  it('"quem está falando aqui é a Sônia" introduces the customer; "quem é você pra…" is no question of who answers', () => {
    for (const said of [
      'Oi, quem está falando aqui é a Sônia, mãe do Pedro. Ele fez a encomenda ontem',
      'Quem tá atendendo na loja hoje de tarde? Vou passar pra buscar',
      'E quem é você pra me cobrar taxa de cancelamento?',
    ]) {
      expect(first(padaria, ['customer', said]), said).not.toMatch(/quem te responde sou eu/);
    }
    const input = {
      ...inputFor('Preciso saber seu nome completo pra fazer o pix', padaria),
      sellerName: 'Ana Paula',
    };
    expect(writeOfflineReplies(input, now)[0]).not.toMatch(/Meu nome é Ana/);
  });

  it('"Manda o número" of a Pix key is the key, not a contact', () => {
    const said = first(
      padaria,
      ['seller', 'Pode ser no Pix? A chave é o meu celular, quer?'],
      ['customer', 'Manda o número'],
    );
    expect(said).not.toMatch(/contato/);
    expect(said).toMatch(/chave Pix/);
  });

  it('a wrong item ("não foi isso que eu pedi, veio…") is a complaint, not a misunderstanding', () => {
    for (const said of [
      'Não foi isso que eu pedi, veio bolo de cenoura em vez de chocolate',
      'Vocês não entenderam, eu pedi sem glúten e veio com glúten',
    ]) {
      expect(first(padaria, ['customer', said]), said).not.toMatch(/Me explica de novo/);
    }
  });

  it('"Ué, por que não?!" to a refusal asks why', () => {
    const said = first(
      padaria,
      ['customer', 'Vocês entregam domingo?'],
      ['seller', 'Não fazemos entrega aos domingos.'],
      ['customer', 'Ué, por que não?!'],
    );
    expect(said).not.toMatch(/Agradeço por me contar/);
  });

  it('money short, with a question or a request after it, is that question', () => {
    for (const said of [
      'Não consegui pagar o pix ontem por questão financeira, posso pagar sexta?',
      'Não pude ir na consulta por motivos financeiros, queria remarcar pro mês que vem',
    ]) {
      expect(first(nutri, ['customer', said]), said).not.toMatch(/formas de pagamento de agora/);
    }
  });

  it('"um vestido que não é justo" is no grievance', () => {
    expect(intentOfMessage('Procuro um vestido que não é justo')).not.toBe('other');
  });

  it('a question asked earlier in the turn is answered before a remark after it', () => {
    const said = first(
      curso,
      ['seller', 'Me conta o que aconteceu?'],
      ['customer', 'Posso te mandar um áudio?'],
      ['customer', 'É mais fácil pra explicar'],
    );
    expect(said).toMatch(/áudio/);
  });

  it('an access asked when it comes is still answered as one, after "??" or an e-mail', () => {
    const after = first(
      curso,
      ['seller', 'Oi! Tudo certo com a sua compra.'],
      ['customer', 'O acesso chega quando?'],
      ['customer', '??'],
    );
    expect(after).not.toMatch(/Vou ver isso e já te falo/);
    expect(after).toMatch(/informações de acesso/);
    const mail = first(
      curso,
      ['seller', 'Qual o seu e-mail?'],
      ['customer', 'ana@gmail.com, em quanto tempo chega o acesso'],
    );
    expect(mail).not.toMatch(/Anotado/);
    expect(mail).toMatch(/informações de acesso/);
  });

  it('a question after an answer to the seller is still answered', () => {
    const said = first(
      nutri,
      ['seller', 'Qual o seu objetivo?'],
      ['customer', 'Emagrecer. A consulta online funciona igual a presencial'],
    );
    expect(said).not.toMatch(/Anotado|Com isso eu já consigo/);
    expect(said).toMatch(/Vou confirmar/);
  });

  it('thanks while an order is prepared wait for the order, not for an answer', () => {
    const said = first(
      padaria,
      ['seller', 'Estou preparando seu pedido, assim que estiver pronto te aviso!'],
      ['customer', 'Obrigada!'],
    );
    expect(said).not.toMatch(/tiver a resposta/);
    expect(said).toMatch(/Assim que estiver pronto, te aviso/);
  });

  it('"Vou ficar aguardando o pão" waits for the bread, not for an answer', () => {
    const said = first(padaria, ['customer', 'Vou ficar aguardando o pão então']);
    expect(said).not.toMatch(/tiver a resposta/);
    expect(said).toMatch(/aguardando/);
  });
});
