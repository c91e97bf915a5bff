// Round 23, three kinds of goods read untuned (FUM1–FUM38, a Wi-Fi smoke detector; VED1–VED33, a
// seal kit for electric pressure cookers; FOG1–FOG32, a portable electric cooktop): a sentence of the differential is said whole where a
// window of it would lose its sense, what comes is listed whole, and a part asked alone gets the
// process's answer.
import { describe, expect, it } from 'vitest';
import {
  fogareiro,
  fumaca,
  vedacao,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo } from '../../../../tests/helpers/offline-replies.ts';
import { productInfo } from '../product-info.ts';
import { offerKindOf } from './offer-kind.ts';

const ved = (text: string) => firstReplyTo(vedacao, text);
const fum = (text: string) => firstReplyTo(fumaca, text);
const fog = (text: string) => firstReplyTo(fogareiro, text);

describe('a seal kit (VED1–VED33)', () => {
  it('is goods posted, whatever hours the seller keeps (VED5, VED11)', () => {
    expect(offerKindOf(vedacao)).toBe('product');
    expect(ved('Fechou, vou comprar')).toBe(
      'Oba, que bom, Márcia! Prefere pagar no Pix ou no cartão? Assim que você confirmar, eu já separo o seu pedido.',
    );
  });

  it('where it fits, said whole; a size asked with its decimal (VED2, VED22)', () => {
    expect(ved('Serve para panela Fun Kitchen 4 litros?')).toBe(
      'Oi, Márcia! Serve em panela de pressão elétrica de 3 ou 4 litros de qualquer marca. Qualquer dúvida, é só me falar.',
    );
    expect(ved('Mais serve na de 4,5?')).toBe(
      'Oi, Márcia! Vou confirmar se serve na de 4,5 e já te falo.',
    );
  });

  it('what comes, listed whole (VED4)', () => {
    expect(
      ved(
        'Quais os itens exato que vem, pois na foto mostra 6 e na descrição 3 itens. Se puder descrever cada item.',
      ),
    ).toBe(
      'Oi, Márcia! Vem com 6 itens: borracha da tampa, borracha central, do filtro e da válvula, pino trava e anel do pino. Qualquer dúvida, é só me falar.',
    );
  });

  it('a part wanted alone, where only the whole kit is sold; the kit or a choice is no part (VED29)', () => {
    // Only a part the differential names, and no choice of it ('a opção de 4 litros').
    // The part the process says it lacks is said so, and the whole kit by the process's word.
    expect(ved('Olá, boa noite! Eu estou precisando so a válvula da panela elétrica Philco?')).toBe(
      'Oi, Márcia! A válvula eu não tenho, só vendo o kit completo. Qualquer dúvida, é só me falar.',
    );
    expect(ved('Olá vc teria a válvula de sair vapor da panela de pressão da mondial?')).toBe(
      'Oi, Márcia! A válvula eu não tenho, só vendo o kit completo. Qualquer dúvida, é só me falar.',
    );
    expect(ved('Vende só a borracha da tampa?')).toBe(
      'Oi, Márcia! Não vendo peças avulsas, só o kit completo.',
    );
    expect(ved('Quero só a opção de 4 litros')).toBe(
      'Oba, que bom, Márcia! Prefere pagar no Pix ou no cartão? Assim que você confirmar, eu já separo o seu pedido.',
    );
    expect(ved('Vocês vendem o kit da foto?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar se tenho o kit e já te falo.',
    );
  });
});

describe('round 24: fits asked in other words, and what the differential says of them', () => {
  it("'dá certo', 'será que serve', a model named first: the clause where it fits (VED14, VED16, VED21, VED24, VED31)", () => {
    const fits =
      'Oi, Márcia! Serve em panela de pressão elétrica de 3 ou 4 litros de qualquer marca. Qualquer dúvida, é só me falar.';
    expect(ved('a minha panela e lenoxx modelo PPP 163 sera que serve?')).toBe(fits);
    expect(ved('Prezado vendedor, meu modelo é o Fun Kitchen PE-09, é compatível?')).toBe(fits);
    expect(ved('Servi para panela Britania ,3 litro')).toBe(fits);
    expect(
      ved(
        'Boa tarde! Na minha panela está escrito PANELA DE PRESSÃO 4L VM 800W PHILCO,esse kit serve',
      ),
    ).toBe(fits);
    // A list of what comes names parts by their stuff ('borracha da tampa'): no material said.
    const sixLitres = ved(
      'Bom dia minha panela é da Philco 6 litros esse kit da certo ? O original tem ruela de ferro esse de silicone da certo?',
    );
    expect(sixLitres).toMatch(/^Oi, Márcia! Serve em panela de pressão elétrica de 3 ou 4 litros/);
    expect(sixLitres).not.toMatch(/itens: borracha/);
  });

  it('a part measured by its name, the heat, the plug (FOG10, FOG12, FOG28)', () => {
    expect(fog('Consegue me passar a dimensão da boca do fogão de 1 boca?')).toBe(
      'Oi, Márcia! Tem boca de 15 cm. Qualquer dúvida, é só me falar.',
    );
    expect(fog('Qual o tipo da tomada?')).toBe(
      'Oi, Márcia! Tem tomada de 20A. Qualquer dúvida, é só me falar.',
    );
    expect(
      fog('sabe dizer se é possivel fazer comida no taxo nele? ele aguenta uma temperatura alta?'),
    ).toBe(
      // The tacho asked beside it is checked ('O resto…', GEL4).
      'Oi, Márcia! Chega a 420 °C. O resto eu confirmo e já te falo. Qualquer dúvida, é só me falar.',
    );
  });

  it('another of the named kind is checked, not answered by its own part (FOG7)', () => {
    expect(fog('Tem o de duas bocas por favor?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar se tenho o de duas bocas e já te falo.',
    );
  });

  it('what it does, asked without a question mark (FUM9, FUM11)', () => {
    expect(fum('Boa tarde, detecta gás que sai do aquecedor a gás')).toMatch(
      /não detecta gás nem monóxido/,
    );
    expect(fum('Este detector ele invia mensagens para o aplicativos do celular')).toBe(
      'Oi, Márcia! Toca o alarme e avisa no celular pelo app Tuya ou Smart Life. Qualquer dúvida, é só me falar.',
    );
    // A request is no question: 'manda o link' stays a purchase.
    expect(fum('Manda o link')).toMatch(/^Oba, que bom/);
  });

  it('a link of a process that names none asks the way to pay, no card link (FUM26, VED5)', () => {
    expect(fum('Manda o link')).toBe(
      'Oba, que bom, Márcia! Prefere pagar no Pix ou no cartão? Assim que você confirmar, eu já separo o seu pedido.',
    );
  });

  it('a voltage asked for the sending is their order looked up (FOG13)', () => {
    expect(fog('Então por favor se. Quando vcs forem enviar troquem para 220 por favor')).toBe(
      'Pode deixar, Márcia! Vou confirmar a voltagem do seu pedido e já te falo.',
    );
  });
});

describe('a Wi-Fi smoke detector (FUM1–FUM38)', () => {
  it('a part that widens its clause stays with it (FUM5)', () => {
    expect(fum('detecta fumaça de cigarro tb ?')).toBe(
      'Oi, Márcia! Só detecta fumaça, inclusive de cigarro (não detecta gás nem monóxido). Qualquer dúvida, é só me falar.',
    );
  });

  it('what it does not detect is said by its negative clause (FUM8)', () => {
    expect(fum('Monóxido de carbono?')).toBe(
      'Oi, Márcia! Não detecta gás nem monóxido. Qualquer dúvida, é só me falar.',
    );
  });

  it('a window ends before a verb cut from its object (FUM33)', () => {
    expect(fum('Bom dia , Fornece NF ?')).toBe(
      'Oi, Márcia! Emito nota fiscal. Qualquer dúvida, é só me falar.',
    );
  });

  it("'vcs consegui' asks, it is no good news (FUM1)", () => {
    expect(fum('Eu presciso de 85 detector vcs consegui')).toBe(
      'Vi aqui, Márcia! Vou ver isso e já te falo.',
    );
  });
});

describe('a portable electric cooktop (FOG1–FOG32, the closing check)', () => {
  it("'é pra panela de indução?' asks where it serves; a colour alone, what there is (FOG1, FOG29)", () => {
    expect(fog('É pra panela de indução?')).toBe(
      'Oi, Márcia! Serve para qualquer tipo de panela, inclusive de indução. Qualquer dúvida, é só me falar.',
    );
    expect(fog('É rosa?')).toBe(
      'Oi, Márcia! Por enquanto, só tenho na cor preta. Qualquer dúvida, é só me falar.',
    );
  });

  it('the weight it holds, and the plug, each by its own clause (FOG5, FOG30)', () => {
    expect(fog('Aguenta quantos kilos')).toBe(
      'Oi, Márcia! Aguenta até 10 kg em cada boca. Qualquer dúvida, é só me falar.',
    );
    expect(fog('O plug do 110 é 10A ou 20A?')).toBe(
      'Oi, Márcia! Tem tomada de 20A. Qualquer dúvida, é só me falar.',
    );
  });

  it('a voltage named by one who has just bought, and nothing else, is their order looked up (FOG22, FOG23)', () => {
    const looked = 'Pode deixar, Márcia! Vou confirmar a voltagem do seu pedido e já te falo.';
    expect(fog('ACABEI DE COMPRAR A VOLTAGEM É 220 OK')).toBe(looked);
    expect(
      fog(
        'Acabei de comprar e escolhi 220v, no carrinho não aparece essa especificação, então só pra reforçar que pedi 220v. Obg!',
      ),
    ).toBe(looked);
    // Not a price of 220 reais, nor beside another question.
    expect(ved('Comprei ontem e paguei 220 reais, quando chega?')).not.toBe(looked);
    expect(fog('Acabei de comprar o de 220v. Emite nota fiscal?')).toBe(
      'Agradeço pela compra, Márcia! Emito nota fiscal. Qualquer dúvida, é só me falar.',
    );
  });

  it('the weight it holds however asked; a load in amperes only by a clause of amperes', () => {
    expect(fog('Aguenta 10kg?')).toBe(
      'Oi, Márcia! Aguenta até 10 kg em cada boca. Qualquer dúvida, é só me falar.',
    );
    expect(fog('Aguenta panela pesada?')).toBe(
      'Oi, Márcia! Aguenta até 10 kg em cada boca. Qualquer dúvida, é só me falar.',
    );
    const carrinho = productInfo({
      nome: 'Carrinho de Carga',
      preco: 'R$ 299,90',
      diferencial: 'Suporta de 80 a 150 kg conforme o piso; rodas de borracha',
      processo_vendas: 'Envio pelos Correios.',
    });
    expect(firstReplyTo(carrinho, 'Qual a potência?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar a potência e já te falo.',
    );
  });

  it('a count of uses is no price; a delivery that never comes is a complaint (FOG4, FOG20)', () => {
    expect(fog('Quantos usos demora até parar de sair o cheiro de borracha queimada?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.',
    );
    expect(
      fog(
        'No status aparece a envio atrasado todo dia fica falando o seu produto vai ser entregue hoje e nunca chega',
      ),
    ).toBe(
      'Poxa, Márcia, me desculpa! Vou ver agora o que aconteceu com o seu pedido e já te dou um retorno.',
    );
  });

  it("a rating is no invoice asked ('tem nota boa?')", () => {
    expect(fum('Vcs tem nota boa no Mercado Livre?')).toBe(
      'Oi, Márcia! Vou confirmar isso certinho e já te falo.',
    );
  });
});
