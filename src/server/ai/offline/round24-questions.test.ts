// Round 24, a portable car fridge read untuned (GEL1–GEL33): what the seller takes is said in
// words of our own, never six of the sales process's in a row; and the failures read after it.
import { describe, expect, it } from 'vitest';
import { fumaca, geladeira } from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo } from '../../../../tests/helpers/offline-replies.ts';
import { productInfo } from '../product-info.ts';

const gel = (text: string) => firstReplyTo(geladeira, text);
const fum = (text: string) => firstReplyTo(fumaca, text);

describe('a portable car fridge (GEL1–GEL33)', () => {
  it('the ways to pay, beside instalments, pass the runtime check (GEL17)', () => {
    expect(gel('Tem outra forma de pagamento no cartão sem juros?')).toBe(
      'Oi, Márcia! Aqui dá pra pagar no Pix ou no cartão. Sobre parcelar, me diz em quantas vezes você queria, que eu vejo como fica. Se quiser, já te mando o link do cartão.',
    );
  });

  it('a size the name holds is said alone, not the name recited (GEL5)', () => {
    expect(gel('Boa tarde, gostaria de saber o tamanho interno da geladeira por gentileza')).toBe(
      'Oi, Márcia! Tem 31 litros. Qualquer dúvida, é só me falar.',
    );
  });

  it("'É quadrivolt?', a power supply built in, freezing: the differential's clause (GEL20, GEL23, GEL33)", () => {
    expect(gel('É quadrivolt ?')).toBe('Oi, Márcia! É quadrivolt. Qualquer dúvida, é só me falar.');
    expect(
      gel('Olá. Vc tem geladeira resfriar quadrivolt 31 L com fonte embutida ( interna ) ?'),
    ).toMatch(/^Oi, Márcia! Vem com cabo 12\/24 V para o carro e fonte 110\/220 V \(externa\)\./);
    expect(
      gel(
        'Ela consegue a congelar produtos ou tem repartimentos diferentes para refrigerar e congelar?',
      ),
    ).toBe(
      'Oi, Márcia! Gela ou congela, até -17 °C, num compartimento só. Qualquer dúvida, é só me falar.',
    );
  });

  it('whether it runs on its own is a question, no complaint (GEL28)', () => {
    expect(
      gel(
        'A geladeira quando está com bateria completa, ela não funciona sozinha, sem estar ligada na energia ou outro tipo de bateria portátil?',
      ),
    ).toBe(
      'Oi, Márcia! Não tem bateria (a bateria é vendida à parte). Qualquer dúvida, é só me falar.',
    );
  });

  it('two colours asked of a product of one: the one there is, as the only one (GEL10, GEL32)', () => {
    const onlyBlack =
      'Oi, Márcia! Por enquanto, só tenho na cor preta. Qualquer dúvida, é só me falar.';
    expect(gel('Essa geladeira vem com as cores preta e cinza ou toda preta ???')).toBe(onlyBlack);
    // A link asked on a condition is no purchase.
    expect(
      gel(
        'Boa noite... Vcs só tem essas cor... Se tiver outras cores vc mim manda link por favor...',
      ),
    ).toBe(onlyBlack);
    expect(gel('ola tem dela preta ?')).toBe(
      'Oi, Márcia! Tem sim, na cor preta. Qualquer dúvida, é só me falar.',
    );
  });

  it("'quando vai chegar o meu produto' is their order; 'vou ficar no aguardo' waits for the seller (GEL11, GEL12)", () => {
    expect(gel('Gostaria de saber quando vai chegar o meu produto.')).toMatch(
      /número do pedido ou o nome de quem comprou/,
    );
    expect(gel('Ok. Vou ficar no aguardo')).toBe(
      'Combinado, Márcia! Assim que eu tiver a resposta, te chamo por aqui.',
    );
  });
});

describe('round 24: what the differential states, read again on round 23’s products', () => {
  it('more than one phone, several sensors in one app (FUM3, FUM4, FUM10)', () => {
    const shared =
      'Oi, Márcia! Dá para compartilhar o app com outro celular. Qualquer dúvida, é só me falar.';
    expect(
      fum('Esses aparelhos não da colocar em 2 aparelho smartphones os mesmo equipamento'),
    ).toBe(shared);
    expect(fum('Oi e possível conectar vários sensores dentro do app ?')).toBe(
      'Oi, Márcia! Dá pra colocar quantos sensores quiser no mesmo app. Qualquer dúvida, é só me falar.',
    );
  });

  it("a clause that opens with 'é' is said as it is, never 'Tem é …'", () => {
    const caixa = productInfo({
      nome: 'Caixa de Som Portátil',
      nicho: 'Eletrônicos',
      preco: 'R$ 99,90',
      diferencial: "É à prova d'água; toca por 10 horas; conecta por Bluetooth",
      processo_vendas: 'Vendo pelo WhatsApp, recebo no Pix e envio pelos Correios.',
      garantia: '3 meses',
    });
    expect(firstReplyTo(caixa, 'ela pega chuva?')).toBe(
      "Oi, Márcia! É à prova d'água. Qualquer dúvida, é só me falar.",
    );
  });
});
