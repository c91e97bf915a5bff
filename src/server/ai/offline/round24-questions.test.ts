// Round 24, a portable car fridge and a vinyl wrap read untuned (GEL1–GEL33, ADS1–ADS38): what the
// seller takes is said in words of our own, never six of the sales process's in a row; and the
// failures read after each, and after an independent review of the round's rules.
import { describe, expect, it } from 'vitest';
import {
  adesivo,
  fogareiro,
  fumaca,
  geladeira,
  vedacao,
  ventoinha,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo } from '../../../../tests/helpers/offline-replies.ts';
import { productInfo } from '../product-info.ts';
import { measureAsked } from './turn.ts';

const gel = (text: string) => firstReplyTo(geladeira, text);
const fum = (text: string) => firstReplyTo(fumaca, text);
const fog = (text: string) => firstReplyTo(fogareiro, text);
const ved = (text: string) => firstReplyTo(vedacao, text);

describe('a portable car fridge (GEL1–GEL33)', () => {
  it('the ways to pay, beside instalments, pass the runtime check (GEL17)', () => {
    expect(gel('Tem outra forma de pagamento no cartão sem juros?')).toBe(
      'Oi, Márcia! Aqui dá pra pagar no Pix ou no cartão. Sobre parcelar, me diz em quantas vezes você queria, que eu vejo como fica. Se quiser, já te mando o link do cartão.',
    );
  });

  it('a question nothing reads, between two answered, is not dropped (GEL4, FUM38)', () => {
    expect(
      gel(
        'Olá, acompanha o cabo pra ligar no carro 24v e pra ligar na tomada 220v? No final da descrição está escrito “defeito de fabricacao” ele tem defeito ou esta funcionado ? Qual o tamanho que ela tem? Att Mateus',
      ),
    ).toBe(
      'Oi, Márcia! Vem com cabo 12/24 V para o carro e fonte 110/220 V (externa). Tem 31 litros. O resto eu confirmo e já te falo. Qualquer dúvida, é só me falar.',
    );
    // A question an answer said covers is read ('sem hub').
    expect(fum('Como se conectar com ALEXA ? Precisa de um Hub?')).toBe(
      'Oi, Márcia! Funciona com a Alexa, sem hub. Qualquer dúvida, é só me falar.',
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
      'Combinado, Márcia! Te chamo por aqui assim que estiver tudo certo.',
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

// An independent review of round 24's rules ran them on messages of its own; each rule it
// caught firing wrongly is held here.
describe("round 24's review: the new rules fire only where they belong", () => {
  const camiseta = productInfo({
    nome: 'Camiseta básica de algodão',
    nicho: 'Roupas',
    preco: 'R$ 49,90',
    diferencial:
      'Algodão penteado fio 30, não desbota, sem costura lateral; cores preta, branca e cinza; tamanhos P, M, G e GG',
    processo_vendas:
      'Vendo pelo WhatsApp, recebo no Pix ou no cartão e envio pelos Correios com rastreio. Não tenho o tamanho XGG.',
  });
  const bolo = productInfo({
    nome: 'Bolo de aniversário decorado',
    nicho: 'Confeitaria',
    preco: 'R$ 120,00 o quilo',
    diferencial:
      'Massa de baunilha ou chocolate, recheio à escolha, decorado com chantilly; feito sob encomenda',
    processo_vendas:
      'Encomenda com 3 dias de antecedência pelo WhatsApp, com sinal de 50% no Pix e o resto na retirada. Não tenho o serviço de entrega, só retirada.',
  });
  const instalacao = productInfo({
    nome: 'Instalação de ar-condicionado split',
    nicho: 'Serviços',
    preco: 'R$ 350,00 a instalação (até 12.000 BTUs)',
    diferencial:
      'Instalação com 2 metros de tubulação inclusos, suporte e dreno; técnico com 10 anos de experiência; atendo Curitiba e região metropolitana',
    processo_vendas: 'Agendo pelo WhatsApp; pagamento no Pix ou no cartão depois do serviço feito.',
  });
  const capinha = productInfo({
    nome: 'Capinha anti-impacto para iPhone 13',
    nicho: 'Acessórios',
    preco: 'R$ 39,90',
    diferencial:
      'Silicone com bordas reforçadas, é transparente e não amarela; só serve no iPhone 13 (não serve no 13 Pro)',
    processo_vendas: 'Vendo pelo WhatsApp, recebo no Pix e envio pelos Correios.',
  });

  it('a thing the process lacks only when that very thing is asked, said in words of our own', () => {
    expect(firstReplyTo(camiseta, 'Tem tamanho P?')).toMatch(/Tem tamanhos P\./);
    expect(firstReplyTo(camiseta, 'Tem o tamanho XGG?')).toMatch(/O tamanho XGG eu não tenho\./);
    // 'Não tenho o serviço de entrega' said back would be six of the process's words: a paste.
    expect(firstReplyTo(bolo, 'Vocês tem o serviço de entrega?')).toMatch(
      /O serviço de entrega eu não tenho\./,
    );
    expect(ved('Tem a borracha da válvula?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar se tenho a borracha e já te falo.',
    );
  });

  it('two colours asked of a product of several: no "só"', () => {
    expect(firstReplyTo(camiseta, 'Tem azul ou preta?')).toMatch(/Tem sim, na cor preta\./);
  });

  it("'quero instalar' buys a service; a complaint after a purchase stays one", () => {
    expect(firstReplyTo(instalacao, 'Quero instalar um ar no quarto da minha filha')).toMatch(
      /^Oba, que bom/,
    );
    expect(gel('Recebi ontem e ela não funciona sem o wifi, já resetei 3 vezes')).toMatch(
      /me desculpa/,
    );
  });

  it('a clause that names what is asked comes before one named only by its aside', () => {
    expect(firstReplyTo(capinha, 'Serve no 13 Pro?')).toMatch(/não serve no 13 Pro/);
  });

  it('a voltage said of a past change, or of one that came, is no order to send', () => {
    expect(fog('Troquei minha fiação para 220, qual voltagem compro?')).toBe(
      'Oi, Márcia! Tem sim, em 127 V ou 220 V. Qualquer dúvida, é só me falar.',
    );
    expect(fog('Chegou em 110, troquem pra 220 por favor')).toBe(
      'Vi aqui, Márcia! Vou ver isso e já te falo.',
    );
  });

  it('a statement is no question, nor is a buyer still waiting the one who waits', () => {
    expect(gel('Aguenta um pouco que já te pago')).toBe(
      'Vi aqui, Márcia! Vou ver isso e já te falo.',
    );
    expect(gel('Ainda estou aguardando')).toBe('Vi aqui, Márcia! Vou ver isso e já te falo.');
  });
});

describe('a vinyl wrap of many sizes and colours (ADS1–ADS38, the closing check)', () => {
  const ads = (text: string) => firstReplyTo(adesivo, text);

  it('where it goes, listed after a label, is one clause: said whole (ADS2, ADS16, ADS38)', () => {
    const surfaces =
      'Oi, Márcia! Serve para qualquer superfície lisa: geladeira, fogão, porta, vidro, bancada, azulejo. Qualquer dúvida, é só me falar.';
    expect(ads('Posso envelopar no banheiro sobre azulejo')).toBe(surfaces);
    expect(ads('Bom dia , dá para envelopar vidro de porta ?')).toBe(surfaces);
    expect(ads('Serve em bancada de armário')).toBe(surfaces);
  });

  it('a range of measures is said whole, never cut at its "x" (ADS3, ADS29)', () => {
    expect(ads('Olá boa tarde, você teria com 1 metro de largura?')).toBe(
      'Oi, Márcia! Tem medidas de 2 m x 50 cm até 6 m x 1 m. Qualquer dúvida, é só me falar.',
    );
  });

  it('a colour agrees with "cor"; two asked, both had, both said (ADS21, ADS24)', () => {
    expect(ads('Obrigado pela atenção Vc tem em outras cores exp. Branco')).toBe(
      'Oi, Márcia! Tem sim, na cor branca. Qualquer dúvida, é só me falar.',
    );
    expect(ads('Preto ou branco')).toBe(
      'Oi, Márcia! Tem sim, nas cores preta e branca. Qualquer dúvida, é só me falar.',
    );
  });

  it('both sides, a length by a width, a shade "puxado para", how much is needed (ADS6, ADS9, ADS10, ADS35)', () => {
    expect(
      ads('Boa tarde, vou aplicar ele por tras do acrilico, o verso é a mesa cor da frente?'),
    ).toBe(
      'Oi, Márcia! Os dois lados têm a mesma cor (só o branco blackout tem a cola preta). Qualquer dúvida, é só me falar.',
    );
    expect(ads('Boa tarde, tem 7metros por 80')).toMatch(/se tenho de 7 m x 80 cm/);
    expect(ads('Boa tarde ! preciso de 4 mt comp x 70 cm largura , vcs teriam ?')).toMatch(
      /se tenho de 4 m x 70 cm/,
    );
    expect(ads('Essa cor é puxado para cinza?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.',
    );
    expect(ads('Bom dia Qto preciso p cobrir um gabinete de 1,20')).toBe(
      'Vi aqui, Márcia! Vou ver isso e já te falo.',
    );
    // Still a price found dear.
    expect(ads('ta puxado pra mim agora')).toMatch(/^Entendo/);
  });

  it('a colour list cut before its verb is no "só" (ADS37)', () => {
    expect(ads('Vc tem o cinza grafite')).toBe(
      'Oi, Márcia! Vou confirmar se tenho na cor cinza e já te falo.',
    );
  });
});

describe('a universal car fan (VTN1–VTN37, read on the final code, fixed after)', () => {
  const vtn = (text: string) => firstReplyTo(ventoinha, text);
  const anyCar =
    'Oi, Márcia! Serve em qualquer carro, com adaptação. Qualquer dúvida, é só me falar.';

  it('a car model named is one of "qualquer carro", never cut at its decimal nor read as a size (VTN10, VTN22, VTN33)', () => {
    expect(vtn('Serve no Argos 1.0 drive 2020')).toBe(anyCar);
    expect(vtn('Serve no gol G4 2012')).toBe(anyCar);
    expect(vtn('Boa tarde amigo é compatível com Gol G5 com ar condicionado')).toBe(anyCar);
    // A size asked by its plus letter still is one.
    expect(measureAsked('tem g4?')).toBe('no G4');
  });

  it('an instruction to the buyer states no measure (VTN26)', () => {
    expect(vtn('Boa tarde, quais as medidas? altura e diâmetro?')).toBe(
      'Oi, Márcia! Vou confirmar certinho as medidas e já te falo.',
    );
  });
});
