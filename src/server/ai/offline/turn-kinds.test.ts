// Issue 40: each kind of customer turn read from the reading set's tune split (ids in the
// comments, tests/fixtures/real/customer-messages) gets three replies that answer that kind, and
// only from the product's facts. Products are the set's sellers, trimmed to what each test needs.
import { describe, expect, it } from 'vitest';
import type { ReplyInput } from '../engine.ts';
import { productInfo, type ProductInfo } from '../product-info.ts';
import type { Intent } from './reply-intent.ts';
import { readReply } from './reading.ts';
import { readTurn } from './turn.ts';
import { writeOfflineReplies } from './reply-writer.ts';
import { writeObjectionAnswers } from './objection-writer.ts';
import { seeded } from '../../../../tests/helpers/seeded.ts';
import {
  inputFor,
  intentOf as intentOfWith,
  now,
  replies,
} from '../../../../tests/helpers/offline-replies.ts';
import {
  curso,
  faca,
  gaba,
  nutri,
  padaria,
  perfume,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';

const emagrecedor = productInfo({
  nome: 'Kit Emagrecedor Dia e Noite (Thermo + Night)',
  nicho: 'Suplementos',
  preco: 'R$ 89,90 o kit ou 3x de R$ 29,97',
  diferencial: 'Produto original com nota fiscal, enviado no mesmo dia útil',
  processo_vendas:
    'A cliente pede pelo WhatsApp, mando a chave Pix ou o link do cartão e envio pelos Correios com código de rastreio.',
  bonus: 'Cardápio simples em PDF',
});
const relogios = productInfo({
  nome: 'Kit 10 relógios masculinos com caixinha',
  nicho: 'Relógios para revenda',
  preco: 'R$ 138,00 o kit com 10 (R$ 13,80 cada)',
  diferencial: 'Todos testados antes de enviar, já com pilha e caixinha',
  processo_vendas:
    'Fecho pelo WhatsApp, recebo no Pix ou boleto e envio pelos Correios em até 1 dia útil.',
  garantia: '3 meses contra defeito de fabricação',
});
const correntes = productInfo({
  nome: 'Corrente de prata 925 com pingente',
  nicho: 'Joias em prata',
  preco: 'R$ 169,90 ou 3x de R$ 56,63',
  diferencial: 'Prata 925 maciça com certificado e caixinha para presente',
  processo_vendas: 'Pedido pelo WhatsApp, pagamento no Pix e envio pelos Correios com rastreio.',
  garantia: 'Garantia vitalícia da prata',
});
const filhotes = productInfo({
  nome: 'Filhote de Rottweiler com pedigree',
  nicho: 'Pet',
  preco: 'R$ 2.000,00',
  diferencial: 'Filhotes vacinados, vermifugados e com pedigree',
  processo_vendas:
    'A pessoa escolhe pelo WhatsApp, paga um sinal no Pix e o restante na entrega; envio por transporte especializado de animais.',
});

const pulseiras = productInfo({
  nome: 'Pulseira de borracha para relógio Invicta',
  nicho: 'Peças e acessórios para relógios',
  preco: 'R$ 39,90 cada',
  diferencial: 'Silicone resistente, nas cores azul e preta',
  processo_vendas:
    'Confirmo o modelo do relógio pelo WhatsApp, recebo no Pix e envio pelos Correios.',
});
const bermudas = productInfo({
  nome: 'Kit 5 bermudas de moletom masculinas',
  nicho: 'Moda masculina',
  preco: 'R$ 99,90 o kit com 5',
  diferencial: 'Moletom flanelado, cores à escolha, do PP ao GG',
  processo_vendas:
    'A pessoa escolhe tamanhos e cores pelo WhatsApp, paga no Pix ou boleto e envio pelos Correios.',
});
const monitor = productInfo({
  nome: 'Relógio monitor cardíaco com cinta peitoral',
  nicho: 'Acessórios para corrida e academia',
  preco: 'R$ 159,90 ou 3x de R$ 53,30',
  processo_vendas: 'Recebo no Pix ou no cartão pelo link e envio pelos Correios com rastreio.',
  urgencia: 'Últimas unidades na cor preta',
});

const ferramentas = productInfo({
  nome: 'Maleta com jogo de chaves e soquetes 40 peças',
  nicho: 'Ferramentas',
  preco: 'R$ 129,90 ou 3x de R$ 43,30',
  diferencial: 'Aço cromo-vanádio, maleta completa, com nota fiscal',
  processo_vendas:
    'Fecho pelo WhatsApp, recebo no Pix, boleto ou cartão pelo link e envio pelos Correios.',
});
const formas = productInfo({
  nome: 'Kit 5 formas de alumínio para bolo',
  nicho: 'Utensílios de confeitaria',
  preco: 'R$ 79,90 o kit',
  diferencial: 'Alumínio grosso, borda alta de 7 cm, não empena',
  processo_vendas:
    'Recebo no Pix ou no cartão pelo link e envio pelos Correios; também dá para retirar aqui.',
  bonus: 'Espátula de brinde na compra de 2 kits',
});

/** A course seller's product (luvia-agent-2's customers, round 8): ours, written for them. */

const intentOf = (text: string) => intentOfWith(text, relogios);

describe('what the customer is doing', () => {
  it.each<[string, Intent]>([
    ['Tá disponível ????', 'available'], // m001
    ['Boa noite Ainda tem?', 'available'], // m289
    ['Esse cachorro ainda está à venda', 'available'], // m268
    ['Boa noite tem estoque ainda Sao masculino', 'available'], // m074
    ['Muito obrigada pelo retorno, vou realizar a compra.', 'ready'], // m046
    ['Gostaria do link para adquirir mais de uma unidade e outras opções de cores', 'ready'], // m675
    ['Pronto , irei fazer o pedido.', 'ready'], // m059
    ['Boa noite amigo quero comprar', 'ready'], // m187
    ['Obrigada, comprei denovo', 'paid'], // m177
    ['Obrigada. Já comprei.', 'paid'], // m290
    ['Muito obrigada!', 'thanks'],
    ['Bom dia Ele é totalmente natural né?', 'info'], // a greeting that asks is a question
    ['Eu queria 5 pp uma de cada cor menos branca tem? não quero repetida', 'info'], // m155
    ['tomara que tu consiga fazer pra eu editar depois pq vou passar 3 dias fazendo', 'other'], // m375
    ['Filhotes de quantos meses?', 'info'], // m255
    ['Para um varal de 2.50 o ideal seria a de 4 metros ou a de 3 ficaria perfeita?', 'info'], // m329
    ['Boa tarde vocês estão enviando normalmente?', 'delivery'], // m015
    ['Tem desconto na compra de 4 correntes?', 'counter'], // m233: a condition asked, not argued
  ])('%j is %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });
});

describe('the replies to each kind of turn', () => {
  it('a question nothing in the product answers is checked, never pitched at', () => {
    for (const reply of replies('Emagrece mesmo?', emagrecedor)) {
      // m009
      expect(reply).toMatch(/confirmar|Deixa eu ver|Já vejo/);
      expect(reply).not.toMatch(/R\$|bônus|Me conta o que você está buscando|sim\b/i);
    }
  });

  it('still to be had: yes, the price and the next step', () => {
    const written = replies('Tá disponível ????', relogios); // m001
    expect(written.every((r) => /Tem sim|Tenho sim/.test(r))).toBe(true);
    expect(written[0]).toContain('R$ 138,00');
  });

  it('a thank-you is thanked back, nothing sold', () => {
    for (const reply of replies('Muito obrigada!', relogios)) {
      expect(reply).toMatch(/agradeço|Imagina|Por nada/);
      expect(reply).not.toMatch(/R\$|Pix/);
    }
  });

  it('is it original? answered by the field that says so, with a yes only then', () => {
    for (const reply of replies('Boa tarde esse produto é original?', emagrecedor)) {
      expect(reply).toContain('roduto original com nota fiscal'); // m002
    }
    for (const reply of replies('É de qualidade né?', relogios)) {
      expect(reply).not.toMatch(/\bsim\b/i); // m135: nothing says so
    }
  });

  it('a guarantee asked is the guarantee stated', () => {
    const written = replies('tem garantia?', relogios);
    expect(written.filter((r) => r.includes('3 meses contra defeito de fabricação'))).toHaveLength(
      3,
    );
  });

  it('when it ships, from the sales process; the freight by the CEP', () => {
    const [first, second] = replies('O produto caso eu comprar demora chegar', relogios); // m064
    expect(first).toContain('eu envio em até 1 dia útil pelos Correios');
    expect(second).toContain('CEP');
  });

  it('an order already bought is looked for, with when it ships', () => {
    const text = 'Mais quantos dia vai demorar pra minha corrente chega?'; // m228
    const [first, second] = replies(text, relogios);
    expect(first).toContain('o número do pedido');
    expect(second).toContain('O envio é em até 1 dia útil pelos Correios.');
  });

  it('a buyer asking where the order is gets asked for the order, not the CEP', () => {
    const text = 'Oi eu comprei esse produto só q eu não consigo ver o ratriamento dele'; // m034-like
    expect(readReply(inputFor(text, emagrecedor)).turn.bought).toBe(true);
    for (const reply of replies('Comprei hoje a tarde, quando vocês postam?', emagrecedor)) {
      expect(reply).not.toMatch(/CEP|R\$/);
    }
  });

  it('a complaint about a late reply or about what arrived is not read as a lost order', () => {
    for (const reply of replies('Agora me respondem', relogios)) {
      expect(reply).toMatch(/demora|Demorei|aqui/); // m175
      expect(reply).not.toMatch(/pedido/);
    }
    for (const reply of replies('Produto ruim!', relogios)) {
      expect(reply).toMatch(/não gostou|resolver|foto/); // m144
      expect(reply).not.toMatch(/onde está/);
    }
  });

  it('several asks in one turn are all answered: the freight and the price', () => {
    const [first] = replies('Tem fêmea?? Frete p Trindade-Go?? E o valor??', filhotes); // m275
    expect(first).toContain('R$ 2.000,00');
    expect(first).toContain('frete eu calculo pelo seu CEP');
  });

  it('ready to buy and asking when it arrives: the payment and when it ships', () => {
    const [first] = replies(
      'Você tem disponível esse relógio ? Vou fazer a compra. Pode postar quando ?',
      relogios,
    ); // m086
    // It asked whether it is there; the process gives Pix or boleto, so the choice is asked.
    expect(first).toMatch(/^Tem sim, Márcia! Prefere pagar no Pix ou no boleto\?/);
    expect(first).toContain('em até 1 dia útil');
  });

  it('a figure of the price quoted back is a price question', () => {
    const cortinas = productInfo({
      nome: 'Cortina corta-luz 2,80 x 2,50 com ilhós',
      nicho: 'Decoração',
      preco: 'R$ 54,00 o par (R$ 27,00 cada folha)',
      diferencial: 'Tecido que não desbota',
      processo_vendas: 'Pix ou boleto e envio pelos Correios.',
    });
    expect(readReply(inputFor('Somente um lado é 27,00?', cortinas)).intent).toBe('price'); // m319
  });

  it('a buyer asking about what they bought gets the answer, not the payment checked', () => {
    const text = 'realizei a compra hj. e realmente prata ??? ou e banhado ??'; // m248
    for (const reply of replies(text, correntes)) {
      expect(reply).toMatch(/prata 925 maciça/);
      expect(reply).not.toMatch(/pagamento|R\$/);
    }
  });

  it('several questions about the product: what the fields say first, the rest checked', () => {
    const written = replies('Boa tarde é prata pura? vem com nota fiscal ?', correntes); // m240
    for (const reply of written) {
      expect(reply).toContain('prata 925 maciça com certificado');
      expect(reply).toContain('Sobre a nota fiscal, vou confirmar');
    }
    const [first] = replies('Boa tarde acompanha caixinha? e quantas gramas tem?', correntes); // m245
    expect(first).toMatch(/caixinha para presente.*Sobre o peso, vou confirmar/);
  });

  it('a question about the product asked along with the price is answered too', () => {
    const [first] = replies(
      'Todos vem ja com a pilha e sao os kit com 10 esse preço mesmo ??',
      relogios,
    ); // m077
    expect(first).toContain('Vem já com pilha e caixinha.');
    expect(first).toContain('R$ 138,00');
  });

  it('how long a pot lasts is no expiry date, nor a guarantee a colour that does not fade', () => {
    expect(readReply(inputFor('Ele não desbota', correntes)).product?.said).toBeNull(); // m226
  });
});

// Found by the readers of the held-out half (2026-11-28): these messages are now tuned on, so
// the next held-out figure needs messages not in the set.
describe('turns the held-out readers failed', () => {
  it('a greeting with its letters stretched is a greeting', () => {
    expect(intentOf('Bom diaa')).toBe('greeting'); // m011
    expect(intentOf('Boa noiteee')).toBe('greeting');
    for (const reply of replies('Bom diaa', emagrecedor)) expect(reply).not.toMatch(/Combinado/);
  });

  it('"eu pago 1800" is a price offered: looked into, never agreed to, never asked again', () => {
    const text = 'Abaixa o preço aí para mim eu pago 1800'; // m267
    expect(intentOf(text)).toBe('counter');
    const written = replies(text, filhotes);
    expect(written.some((r) => r.includes('R$ 1.800,00'))).toBe(true);
    for (const reply of written) {
      expect(reply).not.toMatch(/quanto ficaria bom|Claro|pode ser|fechado/i);
    }
  });

  it('a freight said to be too dear is heard before the CEP is asked', () => {
    for (const text of ['O frete tá muito alto', 'frete abusivo']) {
      // m207, m032
      for (const reply of replies(text, correntes)) {
        expect(reply).toMatch(/frete pesa|Entendo|entendo|Sei que o frete/);
        expect(reply).not.toMatch(/^Oi, Márcia! Depois do pagamento/);
      }
    }
  });

  it('"original 925?" is answered by the field that names the 925', () => {
    for (const reply of replies('Bom dia! Prata original 925?', correntes)) {
      expect(reply).toMatch(/prata 925 maciça/i); // m239
      expect(reply).not.toMatch(/vou confirmar|Deixa eu ver|Já vejo/i);
    }
  });

  it('dividing the price is a payment question, answered from the sales process', () => {
    const text = 'Até compraria se estivesse como dividir sem juros'; // m067 (read 2026-11-28 (3))
    expect(intentOf(text)).toBe('payment');
    for (const reply of replies(text, relogios)) expect(reply).toMatch(/Pix|boleto/);
  });

  it('a buyer who asks whether it is there hears "tem sim" first', () => {
    const text = 'Olá, boa noite. Quero fazer uma compra, tem disponível??'; // m040
    for (const reply of replies(text, emagrecedor)) expect(reply).toMatch(/Tem sim|Tenho sim/);
  });

  // Read by the engineer 2026-11-28 (4), held-out m080–m118: now tuned on.
  it('a boleto asked for is the boleto sent, where the sales process takes it', () => {
    for (const reply of replies('tem como manda o boleto para paga no banco', relogios)) {
      expect(reply).not.toMatch(/Pix/); // m111
    }
    expect(replies('tem como manda o boleto para paga no banco', relogios).join(' ')).toMatch(
      /o boleto/,
    );
  });

  it('"vem com caixa?" is answered by the caixinha the product names', () => {
    for (const reply of replies('o mesmo vem com caixa e nota fiscal?', relogios)) {
      expect(reply).toMatch(/caixinha/); // m091
    }
  });

  // Read by the engineer 2026-11-28 (4), held-out m119–m159: now tuned on.
  it('"Comprado. Pago." is a payment made', () => {
    expect(intentOf('Ok. Comprado. Pago. Obrigado.')).toBe('paid'); // m139
  });

  it('a colour asked is answered by the field that names it, or by the colours there are', () => {
    const stalls = /vou confirmar|Deixa eu ver|Já vejo/i;
    for (const [text, product] of [
      ['Tem dela na cor preta ?', pulseiras], // m134
      ['Tem ele todo preto ?', monitor], // m119
    ] as const) {
      const written = replies(text, product);
      expect(written[0]).toMatch(/Tem sim/);
      for (const reply of written) expect(reply).toMatch(/pret[oa]/);
      for (const reply of written) expect(reply).not.toMatch(stalls);
    }
    for (const reply of replies('Tem na cor vermelha?', pulseiras)) {
      expect(reply).toMatch(/azul e preta/);
      expect(reply).not.toMatch(/Tem sim/);
    }
    for (const reply of replies('Pode escolher a cor', bermudas)) {
      expect(reply).toMatch(/cores à escolha|escolhe tamanhos e cores/); // m148
    }
  });

  it('which size fits a measure of their own is checked, not answered with the range', () => {
    for (const text of [
      'O tamanho PP veste 10 anos de idade?', // m146
      'Uso entre 38 e 39 de cintura nao sei por letras', // m156
      'Brigado vou pedir 10 peca tenho 180 altura kilo 68 qual vcs indicao', // m158
    ]) {
      for (const reply of replies(text, bermudas)) {
        expect(reply).toMatch(/tamanho/);
        expect(reply).toMatch(/confer|confirm|vejo|ver /);
        expect(reply).not.toMatch(/Qual tamanho você procura/);
      }
    }
  });

  it('a quantity asked to be had: the stock checked for it, with the price of each', () => {
    const written = replies('Preciso de 120 dessas consegue ??', pulseiras); // m138
    for (const reply of written) expect(reply).toMatch(/120/);
    expect(written.join(' ')).toMatch(/R\$ 39,90/);
    for (const reply of written) expect(reply).not.toMatch(/Tem sim|Consigo sim|Claro/);
  });

  it('a card brand asked is checked, not agreed to', () => {
    for (const reply of replies('Aceita cartão senff?', monitor)) {
      expect(reply).toMatch(/Senff/); // m130
      expect(reply).not.toMatch(/Pode ser no cartão, sim/);
    }
  });

  it('what comes with it, from the name, is said from its "com", not the name pasted', () => {
    const text = 'Ola boa noite , vem com a cinta e vc tem a pronto entregar ?'; // m122
    for (const reply of replies(text, monitor)) {
      expect(reply).toMatch(/Vem sim, com cinta peitoral/);
      expect(reply).not.toMatch(/relógio monitor/);
    }
  });

  // Tuned on held-out m160–m279, 2026-11-28 (5): the next reading is of messages after these.
  it.each<[string, Intent]>([
    ['Acabei de comprar', 'paid'], // m218
    ['Vendedor acabei de efetuar a compra deste kit De formas', 'paid'], // m206
    ['Eu já vou fazer acompra', 'ready'], // m222
    ['Irei fazer pedido de 2 unidades. Agora. O frete e gratis?', 'ready'], // m230
    ['Como Cancelar um item', 'return'], // m171
    ['Fiz uma compra com vcs, a mais de uma semana ainda não foi enviado', 'complaint'], // m168
    ['Lindo preço seu ridículo.', 'expensive'], // m252
    ['Deus Abençoe bom final de semana pra vcs', 'thanks'], // m217
    ['Moro no Pará amigo', 'delivery'], // m269
  ])('%j is %s (tuned on the held-out)', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('the day asked is the day of the delivery, not of the purchase', () => {
    expect(readTurn('se comprar hoje voce envia amanha?').day).toBe('amanhã'); // m162
    expect(readTurn('comprando hoje quando o produto sera postado?').day).toBe(null); // m180
    expect(readTurn('chega hoje ainda?').day).toBe('hoje');
  });

  it('choosing sizes or colours is answered from the sales process that lets them', () => {
    const text =
      'Nesse kit posso optar por três GG e duas M? Ou todas têm que ser do mesmo tamanho?';
    for (const reply of replies(text, bermudas)) {
      expect(reply).toMatch(/[Pp]ode sim, você escolhe tamanhos e cores/); // m166
      expect(reply).not.toMatch(/Vai do PP ao GG|Tem kit/);
    }
  });

  it('a measure of their own against a size named is checked', () => {
    for (const reply of replies('Tenho 1,83. Peso 110kg, a GG me serve??', bermudas)) {
      expect(reply).toMatch(/tamanho/); // m167
    }
  });

  it('a measure asked that the fields do not state is checked by that measure', () => {
    for (const [text, product, measure] of [
      ['Preciso de 6 forma de 38 de comprimento vc tem ?', formas, '38'], // m209
      ['Tem ela 80 cm ? Si tive compro hoje ainda', correntes, '80 cm'], // m238
      ['tem como vc me mandar, no tamanho de 50cm?', correntes, '50 cm'], // m214
      ['Oi, vc faz em medidas específicas?', formas, null], // m203
    ] as const) {
      for (const reply of replies(text, product)) {
        expect(reply).not.toMatch(/borda alta|Qual tamanho você procura/);
        if (measure) expect(reply).toContain(measure);
      }
    }
  });

  it('paying on arrival is answered from the sales process', () => {
    for (const reply of replies('Agente paga no dia que chega ?', ferramentas)) {
      expect(reply).toMatch(/antes do envio|depois do pagamento/i); // m181
      expect(reply).not.toMatch(/Me passa seu CEP/);
    }
    expect(replies('Pago na entrega?', filhotes).join(' ')).toMatch(/na entrega/);
  });

  it('"vem com nota fiscal?" is answered as what goes with it', () => {
    const text = 'bos noite essas chave sao original e vem com nota fiscal'; // m184
    for (const reply of replies(text, ferramentas)) expect(reply).toMatch(/Vai com nota fiscal/);
  });

  it('"já vi as medidas, vou comprar" asks nothing about the measures', () => {
    for (const reply of replies('Já vi as medidas.. Vou comprar', formas)) {
      expect(reply).not.toMatch(/borda alta/); // m201
    }
  });

  it('a blessing is wished back, a reseller answered on resale, photos promised', () => {
    for (const reply of replies('Deus Abençoe bom final de semana pra vcs', correntes)) {
      expect(reply).toMatch(/pra você também/i); // m217
    }
    for (const reply of replies('Oi tudo bem vc não t kitpra revender não né', correntes)) {
      expect(reply).toMatch(/revenda/); // m221
    }
    for (const reply of replies('Tem macho?? Poderia me.mandar uma.foto??', filhotes)) {
      expect(reply).toMatch(/fotos?/); // m270
      expect(reply).toMatch(/macho/);
    }
  });

  it('a question asked along with a delivery is checked too, and a state gets its article', () => {
    const written = replies('Tem macho?tem pedigree dos pais?entrega no Piauí?', filhotes); // m264
    expect(written.join(' ')).toMatch(/pro Piauí/i);
    for (const reply of written) expect(reply).toMatch(/macho/);
    expect(replies('Moro no Pará amigo', filhotes).join(' ')).toMatch(/pro Pará/i); // m269
  });

  it('a price for a quantity asked with the CEP: the sum and the freight', () => {
    const written = replies('Quanto vc faz 3 para o CEP [CEP].', correntes); // m251
    expect(written.join(' ')).toMatch(/R\$ 509,70/);
  });

  it('a product question the fields answer beats "vou ver" said after it', () => {
    const text = 'É prata mesmo ou é aço? Se eu comprar,vou ver a veracidade.'; // m246
    for (const reply of replies(text, correntes)) expect(reply).toMatch(/prata 925/i);
  });

  // Tune split, read again 2026-11-28 (5).
  it('a size for someone else is checked for them; a buyer worried about the size hears the exchange', () => {
    for (const reply of replies(
      'boa tarde meu filho usa 36 que tamanho seria ideal pra ele M ou P?',
      bermudas,
    )) {
      expect(reply).not.toMatch(/melhor pra você/); // m153
    }
    const bought =
      'Estava vendo nos comentários que a gg ficou pequena, pra um cliente. Mais já fiz q compra do gg';
    const bermudasTroca = productInfo({ ...bermudas, garantia: 'Troca de tamanho em até 7 dias' });
    for (const reply of replies(bought, bermudasTroca)) expect(reply).toMatch(/troca/i); // m163
  });

  it('"já são 17 hrs e nada" and "ainda não chego" are complaints about the order', () => {
    expect(
      intentOf(
        'Segundo vcs o relógio q comprei chegaria hoje. Já são 17 hrs e nada. Ainda chega hoje?',
      ),
    ).toBe('complaint'); // m098
    expect(
      intentOf('eu comprei o relógio ontem e ainda não chego, é vdd q chega no dia seguinte?'),
    ).toBe('complaint'); // m109
  });

  it('the expiry asked is checked as the expiry', () => {
    for (const reply of replies('Qual o prazo de validade deles?', emagrecedor)) {
      expect(reply).toMatch(/validade/); // m041
    }
  });

  // Read by the engineer 2026-11-28 (5), held-out m280–m376 (25 %): these fixes tune on them.
  it('a measure "1,40 x 1,60" is no installment', () => {
    const text =
      'Gostaria de realizar a compra mas preciso da medida de 1.40 X 1.60 como escolho medida e cor'; // m323
    for (const reply of replies(text, correntes)) expect(reply).not.toMatch(/parcelar/);
  });

  it('"dar tudo certo" is no "tudo bem?" to answer', () => {
    const text = 'Tá ok, já efetuei a compra, agora é torcer pra dar tudo certo! Obrigada!'; // m297
    for (const reply of replies(text, correntes)) expect(reply).not.toMatch(/Tudo ótimo/);
  });

  it('a colour the fields do not name is answered with the ones there are, as such', () => {
    for (const reply of replies('Tem na cor vermelha?', pulseiras)) {
      expect(reply).toMatch(/só tenho nas cores azul e preta/); // m280 alike
    }
  });

  it('a menu or catalogue asked is sent; how long it takes is a delivery question', () => {
    for (const reply of replies('vc pode mandar o cardapio?', correntes)) {
      expect(reply).toMatch(/Já te mando o cardápio/); // m350
    }
    expect(intentOf('quanto tempo demora')).toBe('delivery'); // m355
  });

  it('a freight half the price is heard as too dear', () => {
    const text = 'Nossa senhora o frete é metade do valor do produto!!! Vocês estão onde na China?'; // m349
    for (const reply of replies(text, correntes))
      expect(reply).toMatch(/frete pesa|[Ee]ntendo|Sei que o frete/);
  });

  // Read fresh 2026-11-28 (5), held-out m377–m406 (24 of 90): the three worst, now tuned on.
  it('a buyer who only says the size bought hears no exchange offered', () => {
    const bermudasTroca = productInfo({ ...bermudas, garantia: 'Troca de tamanho em até 7 dias' });
    for (const reply of replies('Fiz a compra de 1 quites de vcs tamanho gg', bermudasTroca)) {
      expect(reply).not.toMatch(/Se não servir|Se o tamanho não servir/); // m392
    }
  });

  it('"paquei o boleto" is a payment made; "qnts mm?" asks a measure, not the price', () => {
    expect(intentOf('Paquei o boleto sábado quero saber se já consta Aí?')).toBe('paid'); // m387
    for (const reply of replies('Ela tem qnts mm?', correntes)) {
      expect(reply).not.toMatch(/R\$/); // m398
    }
  });

  // Read fresh 2026-11-28 (5), held-out m407–m436 (33 of 90): two of the worst, now tuned on.
  it('"ainda disponível?" asks whether it is there; "quantos cm de altura?" asks the measure', () => {
    expect(intentOf('Boa noite, ainda disponível?')).toBe('available'); // m411
    for (const reply of replies('Quantos centímetros de altura?', formas)) {
      expect(reply).toMatch(/7 cm/); // m419
    }
  });

  it('"vai até quanto?" asks a range, not the price; "me manda os tamanhos" is promised', () => {
    for (const reply of replies('O numero das chaves vai ate quanto ?', ferramentas)) {
      expect(reply).not.toMatch(/R\$/); // m417
    }
    for (const reply of replies('Pode me mandar os tamanhos', formas)) {
      expect(reply).toMatch(/Já te mando os tamanhos\./); // m420
    }
  });

  // Read fresh 2026-11-29, held-out m437–m466 (20 of 90): the patterns found, now tuned on.
  it('"Ok, obrigado! Bom dia!" is a thank-you; two colours asked, both had, are both said', () => {
    expect(intentOf('Ok, Obrigado! Bom dia!')).toBe('thanks'); // m451
    for (const reply of replies('Vcs só tem azul ou tem da preta tbm?', pulseiras)) {
      expect(reply).toMatch(/[Tt]em sim, nas cores azul e preta\./); // m455, ADS24
    }
  });

  it('"legítima?", "e 925?" and "td funciona?" are answered by the field that vouches', () => {
    for (const asked of ['e 925?', 'Prata legítima ?']) {
      for (const reply of replies(asked, correntes)) {
        expect(reply).toMatch(/Prata 925 maciça com certificado/); // m462, m463
      }
    }
    for (const reply of replies('ok esse relogio td fociona', relogios)) {
      expect(reply).toMatch(/Todos testados antes de enviar/); // m448
    }
  });

  it('whether one may take it with a condition or a medicine is for their doctor', () => {
    for (const asked of [
      'Oi sou diabético hipotireoidismo e pressão alta posso consumir este produto', // m441
      'Eu tomo um remédio pra emagrecer de outra marca eu passo toma esse mesmo tomando outro', // m439
      'Eu tenho gastrite posso tomar mesmo assim??', // m016, checked before
    ]) {
      for (const reply of replies(asked, emagrecedor)) {
        expect(reply).toMatch(/médico/);
        expect(reply).not.toMatch(/Vou ver isso|R\$/);
      }
    }
    // 'quantos vidros faz efeito' asks how many, not the price (m440).
    const effect = 'Gostaria de saber se esse produto funciona mesmo e quantos vidros faz efeito';
    for (const reply of replies(effect, emagrecedor)) expect(reply).not.toMatch(/R\$/);
  });

  it('a tracking code that does not work is a complaint, never asked for the CEP', () => {
    const asked = 'Bim dia, não estou conseguindo rastrear pelo codigo de rastreio informado';
    expect(intentOf(asked)).toBe('complaint'); // m454
    for (const reply of replies(asked, pulseiras)) expect(reply).not.toMatch(/CEP/);
  });

  // Read fresh 2026-11-29 (2), held-out m467–m496 (10 of 90): the patterns found, now tuned on.
  it('a purchase made is thanked; a tracking code asked after one looks for the order', () => {
    expect(intentOf('Olá fiz a compra ontem a noite do relogio')).toBe('paid'); // m473
    expect(intentOf('Boa tarde, ok, obrigada! Compra realizada.')).toBe('paid'); // m486
    const tracking =
      'Percebi que apagou a pergunta e vou refaze-la, eu fiz uma compra e preciso do código de rastreamento, favor responder';
    for (const reply of replies(tracking, ferramentas)) {
      expect(reply).toMatch(/pedido/); // m484
      expect(reply).not.toMatch(/CEP/);
    }
  });

  it('fetching it oneself: yes where the sales process says so, else looked into', () => {
    for (const reply of replies('ola amigo como faz para retira na sua loja', formas)) {
      expect(reply).toMatch(/retirar aqui/); // m489
      expect(reply).not.toMatch(/Retira Na|CEP/);
    }
    for (const reply of replies('Posso retirar aí?', correntes)) {
      expect(reply).toMatch(/retir/);
      expect(reply).not.toMatch(/Pode retirar|CEP/);
    }
  });

  it('a doubt not yet said is asked for; "tem 220?" checks the voltage', () => {
    for (const reply of replies('Agora fiquei com dúvida rsrs', emagrecedor)) {
      expect(reply).toMatch(/dúvida/); // m468
      expect(reply).not.toMatch(/Vou confirmar|Deixa eu ver|Já vejo/);
    }
    const led = productInfo({ nome: 'Cortina de LED 3 x 2 m para painel', preco: 'R$ 89,90' });
    for (const reply of replies('Tem 220', led)) expect(reply).toMatch(/220 V/); // m491
  });

  it('"por que o frete custa 113?" is a freight found dear', () => {
    const reply = replies('Porque oproduto custa 24.99 e o frete custa 113.', emagrecedor)[0];
    expect(reply).toMatch(/O frete pesa mesmo/); // m471
  });

  it('measures asked are checked as asked; a part sold alone is no colour asked', () => {
    const cortinas = productInfo({
      nome: 'Cortina corta-luz 2,80 x 2,50 com ilhós',
      preco: 'R$ 54,00 o par',
      diferencial: 'Tecido que não desbota, várias cores, pronta para pendurar',
    });
    for (const reply of replies('Teria no tamanho 4,00 x 2,50 e 5,00 x 2,50?', cortinas)) {
      expect(reply).toMatch(/se tenho nessas medidas/); // m495
      expect(reply).not.toMatch(/Qual tamanho/);
    }
    for (const reply of replies('Vc tem o pino dourado para vender separado?', pulseiras)) {
      expect(reply).not.toMatch(/cores/); // m482
    }
  });

  it('paid on arrival: nothing sent before; a way the process does not name is looked into', () => {
    const bolo = productInfo({
      nome: 'Bolo de pote gourmet',
      preco: 'R$ 12,00 cada',
      processo_vendas: 'Pedido pelo WhatsApp até 11h, entrego à tarde; Pix na entrega.',
    });
    for (const reply of [...replies('quero 2', bolo), ...replies('aceita pix?', bolo)]) {
      expect(reply).not.toMatch(/te mand|chave Pix/);
    }
    expect(replies('aceita pix?', bolo)[0]).toMatch(/na entrega/);
    expect(replies('aceita cartão?', bolo)[0]).toMatch(
      /Por enquanto dá pra pagar no Pix\. Se precisar pagar no cartão, me fala/,
    );
  });

  // A review of this round's readings found these misfires (2026-11-29).
  it('reads no health question, voltage, doubt or pickup where there is none', () => {
    const heart = 'o pingente de coração pode ser com a corrente mais longa?';
    expect(readReply(inputFor(heart, correntes)).turn.health).toBe(false);
    expect(readReply(inputFor('tem 220 ml?', correntes)).turn.productTopic).not.toBe('usage');
    expect(readReply(inputFor('não tenho dúvida', correntes)).turn.doubt).toBe(false);
    const noPickup = productInfo({
      nome: 'Kit 5 formas de alumínio para bolo',
      preco: 'R$ 79,90 o kit',
      processo_vendas: 'Recebo no Pix e envio pelos Correios; não fazemos retirada.',
    });
    for (const reply of replies('Posso retirar aí?', noPickup)) {
      expect(reply).not.toMatch(/Pode retirar|Dá pra retirar aqui/);
    }
    const noArrival = productInfo({
      nome: 'Bolo de pote gourmet',
      preco: 'R$ 12,00 cada',
      processo_vendas: 'Recebo no Pix antes; não aceito pix na entrega.',
    });
    for (const reply of replies('aceita pix?', noArrival)) expect(reply).not.toMatch(/na entrega/);
  });

  it('"do mesmo modelo" asks no other model: one check, not two (m460)', () => {
    for (const reply of replies('Dessa mesma corrente de de 50 cm do mesmo modelo?', correntes)) {
      expect(reply).toMatch(/50 cm/);
      expect(reply).not.toMatch(/opções/);
    }
  });

  // The fifth fresh batch's failures (m497–m526), fixed after its reading (2026-11-29).
  it('promises the photos alone when they are all that is asked (m503)', () => {
    for (const reply of replies('Tem mais fotos?', relogios)) {
      expect(reply).toMatch(/te mando as fotos/);
      expect(reply).not.toMatch(/confirmar|Deixa eu ver|Já vejo|vou ver/i);
    }
    expect(replies('Pode me mandar os tamanhos', formas)[0]).toMatch(
      /^Claro, \p{L}+! Já te mando os tamanhos\./u,
    );
  });

  it('says no colour is the only one when the field says "várias cores" (m524)', () => {
    const cortinas = productInfo({
      nome: 'Cortina blackout',
      preco: 'R$ 54,00 o par',
      diferencial: 'Tecido que não desbota, várias cores',
    });
    for (const reply of replies('Tem cinza escuro', cortinas))
      expect(reply).not.toMatch(/só tenho/);
  });

  it('reads "frente grátis" as the freight (m510)', () => {
    expect(replies('Tem frente grátis para Maceió Alagoas', monitor).join(' ')).toMatch(
      /frete|CEP/,
    );
  });

  it('answers "me passa seu whatsapp" from the seller’s own WhatsApp (m519)', () => {
    const text = 'comprei, pode por favor me passar seu whatsapp, preciso tirar uma duvida.';
    for (const reply of replies(text, correntes)) expect(reply).toMatch(/por aqui|meu WhatsApp/);
  });

  it('"Vem 10 relógios dentro da caixa?" asks what comes with it, which the fields say (m504)', () => {
    expect(
      readReply(inputFor('Vem 10 relógios dentro da caixa ?', relogios)).turn.productTopic,
    ).toBe('contents');
  });

  // The sixth fresh batch's failures (m527–m556), fixed after its reading (2026-11-29).
  it('"todos podem tomar? Tenho pressão alta" goes to the doctor (m529)', () => {
    const text = 'Bom dia , tem alguma restrição? Ou todos podem tomar? Tenho pressão alta';
    expect(readReply(inputFor(text, relogios)).turn.health).toBe(true);
  });

  it('reads "aprova d água" and "todos fuciona" through their typos (m535, m536)', () => {
    expect(readReply(inputFor('Boa tarde e aprova d água', relogios)).asked).toMatch(
      /a prova dagua/,
    );
    expect(readReply(inputFor('Este ponteiros todos fuciona', relogios)).asked).toMatch(/funciona/);
  });

  // The seventh fresh batch's failures (m557–m586), fixed after its reading (2026-11-29, round 3).
  it('a buyer’s name sent for the order is noted, not checked (m566)', () => {
    for (const reply of replies('Nome de comprador: Kalinka Patricia Silva Marçal', relogios)) {
      expect(reply).toMatch(/[Aa]not/);
      expect(reply).not.toMatch(/[Vv]ou ver|[Dd]eixa eu ver/);
    }
    expect(replies('meu cep é 01310-100', relogios).join(' ')).not.toMatch(/Anotei aqui,/);
  });

  it('a size or a voltage named is the one checked, nothing asked back (m579, m581)', () => {
    for (const reply of replies('Tem ela tamanho 45', correntes)) {
      expect(reply).toMatch(/no tamanho 45/);
      expect(reply).not.toMatch(/Qual tamanho/);
    }
    for (const reply of replies('Vcs tem de 220vlts', correntes)) expect(reply).toMatch(/220 V/);
  });

  it('the product’s own measure asked is checked with no size asked back (m564, m576)', () => {
    for (const reply of replies('Qual a medida delas?', ferramentas)) {
      expect(reply).not.toMatch(/Qual tamanho/);
    }
    for (const reply of replies('Serve para o modelo subaqua 14504?', pulseiras)) {
      expect(reply).not.toMatch(/Sobre as opções/);
    }
  });

  it('a freight charged once per item is one parcel looked for, not the price (m559, m560)', () => {
    const two =
      'Adicionei no carrinho dois produtos e está sendo cobrado dois valores de frete. Tem como incluir os dois produtos no mesmo pedido?';
    const dear = 'Saiu mais caro ainda, 197,00 o frete saiu 65 contínuo pagando dois frentes';
    for (const text of [two, dear]) {
      for (const reply of replies(text, relogios)) {
        expect(reply).toMatch(/junt|frete só|envio só/);
        expect(reply).not.toMatch(/R\$|separ/);
      }
    }
  });

  // The eighth fresh batch's failures (m587–m616), fixed after its reading (2026-11-29, round 3).
  it('"Obrigada se Deus abençoe ¿" is thanked back (m595)', () => {
    expect(intentOf('Obrigada se Deus abençoe ¿')).toBe('thanks');
  });

  it('"Não tem 220wts" and "de 20 gramas" are checked as the voltage and the weight asked (m612, m609)', () => {
    for (const reply of replies('Não tem 220wts', correntes)) expect(reply).toMatch(/220 V/);
    for (const reply of replies('Vc tem a corrente 3x1 de 20 gramas ?', correntes)) {
      expect(reply).toMatch(/de 20 gramas/);
    }
  });

  it('a measure asked that the product does not have: the one it has, then the check (m616)', () => {
    const cortinas = productInfo({
      nome: 'Cortina blackout',
      preco: 'R$ 54,00 o par',
      diferencial: 'Blackout em PVC, 2,80 x 2,50, cores à escolha',
    });
    const text = 'Boa tarde! Vc tem de 4 metros de largura por 2 de altura?';
    for (const reply of replies(text, cortinas)) {
      expect(reply).toMatch(/A medida que eu tenho é 2,80 x 2,50\./);
      expect(reply).toMatch(/4 metros/);
    }
    // A rod's measure is no curtain's (m494); '1,20 x 1,20' is a measure asked (m496).
    const rod = 'Bom dia meu varão tem 3cm diâmetro, o ilhos entra nele?';
    for (const reply of replies(rod, cortinas)) expect(reply).not.toMatch(/2,80 x 2,50/);
    const window =
      'Minhas janelas são de 1,20 x 1,20 m. Você tem cortina de 1,50 x 1,50 ou tamanho aproximado?';
    for (const reply of replies(window, cortinas)) expect(reply).toMatch(/nessa medida/);
  });

  it('"aqui no Rio" is "pro Rio" (m611)', () => {
    const text = 'Como vc entregaria aqui no Rio??';
    expect(replies(text, correntes).join(' ')).toMatch(/Pro Rio|no Rio/);
    expect(replies(text, correntes).join(' ')).not.toMatch(/Pra Rio/);
  });

  it('a discount asked for buying several, with no question mark, is looked into (m606)', () => {
    const text = 'Estou comprando 3 produto naus vão vi desconto grátis';
    expect(intentOf(text)).toBe('counter');
    for (const reply of replies(text, formas)) expect(reply).not.toMatch(/pensa antes|pesa/);
  });

  it('the price of what goes as the bonus: free, with its condition (m604)', () => {
    const straps = productInfo({
      nome: 'Pulseira de borracha para relógio Invicta',
      preco: 'R$ 39,90 cada',
      bonus: 'Passadores de brinde',
    });
    for (const reply of replies('Qual o valor dos passadores', straps)) {
      expect(reply).toMatch(/os passadores vão de brinde/i);
      expect(reply).not.toMatch(/R\$/);
    }
    for (const reply of replies('quanto custa a espátula?', formas)) {
      expect(reply).toMatch(/espátula .*de brinde na compra de 2 kits/i);
    }
  });

  it('"ainda vou receber o meu produto?" after a missed delivery is the order looked for (m588)', () => {
    const text =
      'Recebi uma mensagem que meu produto veio ate a minha casa,mas eu não estava, então gostaria de saber se ainda vou receber o meu produto?';
    for (const reply of replies(text, relogios)) expect(reply).not.toMatch(/Boa pergunta/);
  });

  it('the price of what the bonus goes with is no bonus asked (m068)', () => {
    const watches = productInfo({
      nome: 'Kit 10 relógios masculinos com caixinha',
      preco: 'R$ 138,00 o kit com 10',
      bonus: 'Bateria reserva em cada relógio',
    });
    for (const reply of replies('O Valor dos Relógios são 138reais?', watches)) {
      expect(reply).not.toMatch(/brinde/);
    }
  });
});

describe('turns of the ninth fresh batch (m617–m646), fixed after its reading', () => {
  const biotina = productInfo({
    nome: 'Biotina 60 cápsulas (kit com 3 potes)',
    preco: 'R$ 49,90 o kit com 3 potes',
    diferencial: 'Uma cápsula por dia; cada pote dura dois meses',
    processo_vendas: 'Recebo no Pix ou no cartão em até 3x pelo link e envio pelos Correios.',
  });
  const cortinas = productInfo({
    nome: 'Cortina corta-luz 2,80 x 2,50 com ilhós',
    preco: 'R$ 54,00 o par',
    diferencial: 'Tecido que não desbota, várias cores, pronta para pendurar',
  });

  it('"Ótima tarde." is a greeting (m618)', () => {
    expect(intentOf('Ótima tarde.')).toBe('greeting');
  });

  it('two freights charged while buying look for one parcel, unasked (m619)', () => {
    const text = 'Olá, boa noite, estou fazendo a compra do produto, mas está cobrando dois fretes';
    for (const reply of replies(text, emagrecedor)) {
      expect(reply).toMatch(/junt|envio só|frete só/);
    }
  });

  it('what a label’s milligrams are made of is checked on the label, no delivery (m626)', () => {
    const text =
      'No rótulo diz 30 mcg de biotina. Se tem 30mcg de biotina, o restante para chegar em 250mg ou 400mg é de que?';
    expect(intentOf(text)).toBe('info');
    const [first] = replies(text, biotina);
    expect(first).toMatch(/composição no rótulo/);
    expect(first).not.toMatch(/CEP|material específico/);
  });

  it('an address of a repair shop asks for no address of theirs (m631)', () => {
    const text =
      'Eu hoje tenho um monitor que quebrou a pulseira e não ha como obter um endereço de assistencia tecnica - onde me dirijo?';
    for (const reply of replies(text, monitor)) expect(reply).not.toMatch(/endereço|CEP|hoje/i);
  });

  it('"não vem com frente grátis mais?" asks about the freight, not what comes with it (m641)', () => {
    const text = 'Olá sempre compro produtos maus não vem com frente grátis mais ?????';
    expect(readReply(inputFor(text, formas)).turn.productTopic).toBeNull();
    for (const reply of replies(text, formas)) expect(reply).not.toMatch(/vem junto/);
  });

  it.each([
    ['Boa tarde , você tem da cor cinza ?', 'cinza'], // m643
    ['Boa tarde , você teria da cor cinza ?', 'cinza'], // m644
    ['Tem cinza claro?', 'cinza claro'], // m646
  ])('"%s": the colours there are, then that colour checked (m643–m646)', (text, colour) => {
    for (const reply of replies(text, cortinas)) {
      expect(reply).toMatch(/Tenho em várias cores\./);
      expect(reply).toContain(`se tenho na cor ${colour}`);
    }
  });
});

describe('turns of the tenth fresh batch (m647–m676), fixed after its reading', () => {
  const shorts = productInfo({
    nome: 'Kit 5 bermudas de moletom masculinas',
    preco: 'R$ 99,90 o kit com 5',
    diferencial: 'Moletom flanelado, cores à escolha, do PP ao GG',
  });

  it('"Sim. Vou tentar" is a yes, nothing to look into (m650)', () => {
    for (const reply of replies('Sim. Vou tentar', emagrecedor)) {
      expect(reply).not.toMatch(/vou ver|Vou ver|respondo/);
    }
  });

  it('"dois produtos" names two products, not two of this one (m652)', () => {
    expect(readTurn('quero pedir dois produtos zero apetite e o seca barriga').quantity).toBeNull();
  });

  it.each([
    ['boa noite a puseira deli e que tamanho', /as medidas/], // m654
    ['Olá, qual a largura dessa pulseira, 20mm ou 22mm?', /a largura/], // m655
    ['Não entendo essa medidas aí, Qual o maior caximbo??? 32???', /as medidas/], // m665
  ])('"%s": the product’s own measure checked, no size asked back', (text, noun) => {
    for (const reply of replies(text, relogios)) {
      expect(reply).toMatch(noun);
      expect(reply).not.toMatch(/Qual tamanho você procura|se tenho de/);
    }
  });

  it('a weight alone asks which size serves it (m660)', () => {
    expect(readTurn('86 kilo prrdao').fit).toBe(true);
    // A product's own weight is no body's (m593).
    expect(readTurn('Preciso de Whey 100% 1,8kg, Glutamina, BCAA').productTopic).toBeNull();
    for (const reply of replies('86 kilo prrdao', shorts)) expect(reply).toMatch(/tamanho/);
  });

  it.each([
    'fiz uma compra com vcs e gostaria de saber se as medidas ali correspondem com o produto', // m661
    'As medidas do gg são a mesma da descrição,', // m638
  ])('"%s": whether the measures match is checked, not the range said', (text) => {
    for (const reply of replies(text, shorts)) {
      expect(reply).toMatch(/se as medidas batem/);
      expect(reply).not.toMatch(/PP ao GG/);
    }
  });

  it('"Vem na caixa?" finds the "caixinha" of the differential (m670)', () => {
    for (const reply of replies('Vem na caixa?', correntes)) expect(reply).toMatch(/caixinha/);
  });
});

describe('turns of the eleventh fresh batch (m677–m706), fixed after its reading', () => {
  const led = productInfo({
    nome: 'Cortina de LED 3 x 2 m para painel de festa',
    preco: 'R$ 89,90',
    diferencial: 'Cortina de LED 3 x 2 m com 8 funções',
  });

  it('"Como faço para fazer um único frete?" looks for one parcel (m680)', () => {
    const text = 'Gostaria de fazer um pedido com mais itens. Como faço para fazer um único frete?';
    expect(readReply(inputFor(text, emagrecedor)).turn.oneFreight).toBe(true);
  });

  it('a tracking code asked for is after a sale: the order looked for, no CEP (m690)', () => {
    for (const reply of replies('Quero saber sobre o codigo de rastreio', pulseiras)) {
      expect(reply).not.toMatch(/CEP/);
    }
  });

  it('"dessa de 2m também?" asks for another size: the one there is, then 2 m checked (m703)', () => {
    const [first] = replies('Boa tarde. Vocês têm dessa cortina de 2m também? Obrigada.', led);
    expect(first).toMatch(/A medida que eu tenho é 3 x 2 m\. Vou confirmar se tenho de 2 m/);
    // '30M' of a watch is its water resistance, no measure to have (m477).
    expect(readTurn('umas fotos tem 30m e outras tem 50m no relogio').productTopic).not.toBe(
      'size',
    );
  });
});

describe('turns of the twelfth fresh batch (m707–m736), fixed after its reading', () => {
  const cortinas = productInfo({
    nome: 'Cortina blackout 2,80 x 2,50 (par)',
    preco: 'R$ 54,00 o par (R$ 27,00 cada folha)',
    diferencial: 'Blackout de verdade, com ilhós, medida 2,80 x 2,50',
  });

  it('"passei o cartão… se a compra vai ser entregue?" is a payment to check, no card link (m708)', () => {
    const text =
      'Boa tarde passei o cartao em uma compra passei o codigo de compras poren nao sei se finalisou . Vcs poden me responder se a compra vai ser entregue?';
    expect(intentOf(text)).toBe('paid');
    for (const reply of replies(text, emagrecedor)) expect(reply).not.toMatch(/link do cartão/);
  });

  it('"Quantos para o frete ser grátis?" is looked into, no threshold made up (m710)', () => {
    const [first, second] = replies('Quantos para o frete ser grátis?', emagrecedor);
    expect(first).toMatch(/Vou ver se tem frete grátis a partir de alguma quantidade/);
    expect(second).toMatch(/CEP/);
  });

  it('"se está chegando no prazo?" asks after an order: the order looked for, no CEP (m725)', () => {
    for (const reply of replies('Ola poderia informa se esta chegando no prazo?', ferramentas)) {
      expect(reply).not.toMatch(/CEP/);
    }
  });

  it('"vem com a chave toks t55" is not said by "jogo de chaves": checked (m726)', () => {
    for (const reply of replies('Olá vem com a chave toks t55', ferramentas)) {
      expect(reply).not.toMatch(/Vem sim/);
    }
  });

  it('"azul escuro" is not said by "azul" (m720, m721)', () => {
    const [first] = replies('Essa cor é do modelo azul escuro?', pulseiras);
    expect(first).toMatch(/Vou confirmar se tenho na cor azul escuro/);
  });

  it('"Tem g1" of "do PP ao GG": the range, then G1 checked (m722, m723)', () => {
    const [first] = replies('Tem g1', bermudas);
    expect(first).toMatch(/Vai do PP ao GG\. Vou confirmar se tenho no G1/);
    expect(replies('tem EG', bermudas)[0]).toMatch(/se tenho no EG/);
  });

  it('a smaller size asked is checked beside the measure there is, not sold (m735, m736)', () => {
    const smaller = 'Quero um tamanho menor no comprimento tem como?';
    expect(intentOf(smaller)).not.toBe('ready');
    expect(replies(smaller, cortinas)[0]).toMatch(
      /A medida que eu tenho é 2,80 x 2,50\. Vou confirmar se faço na medida que você precisa/,
    );
    expect(replies('Teria menor tipo 1,80', cortinas)[0]).toMatch(
      /A medida que eu tenho é 2,80 x 2,50\. Vou confirmar se tenho de 1,80/,
    );
  });

  it('"são sortidos ou pode escolher?" is checked, not answered by the name (m714)', () => {
    const [first] = replies('Relogio sao sortidos ou pode escolher ??', relogios);
    expect(first).toMatch(/Vou confirmar se dá pra escolher/);
  });
});

describe('turns of the thirteenth fresh batch (m737–m766), fixed after its reading', () => {
  it('"tem X" names what is checked, as written, even without a question mark (m737, m755)', () => {
    expect(replies('Você tem Dilatex ?', emagrecedor)[0]).toMatch(/Vou confirmar se tenho Dilatex/);
    expect(replies('Tem redonda', formas)[0]).toMatch(/Vou confirmar se tenho redonda/);
    const pz2 = 'VC TEM a Pozidrive PZ2 pra vender com o kit preciso dessa a mais?';
    expect(replies(pz2, ferramentas)[0]).toMatch(/se tenho a Pozidrive PZ2 e/);
    // Not a thing: an obligation, a demonstrative, a verb.
    for (const text of [
      'tem que tocar um alarme?',
      'Vc tem aquelas torre?',
      'E vc tem desinchar?',
    ]) {
      expect(readTurn(text.toLowerCase(), text).thingAsked, text).toBeNull();
    }
  });

  it('"Aguardo o link" sends the card link; "Blz então" and thanks for the information ask nothing (m739, m758, m760)', () => {
    expect(replies('Ok. Aguardo o link. Obrigada', emagrecedor)[0]).toMatch(/o link do cartão/);
    expect(intentOf('Tá bom então obrigado pela informação')).toBe('thanks');
    expect(replies('Blz então', correntes)[0]).toMatch(/^Combinado/);
  });

  it('"vcs não cumpriram… providências cabíveis" is a complaint (m746)', () => {
    const text = 'Meu acordo foi com vcs. E vcs não cumpriram. Vou tomar as providências cabíveis.';
    expect(intentOf(text)).toBe('complaint');
  });

  it('a diameter and a material, both unsaid, are checked in one sentence (m745)', () => {
    const text = 'Qual o diâmetro do relógio?e a pulseira e de que material. Obrigado';
    expect(replies(text, relogios)[0]).toMatch(/Vou confirmar certinho o material e o diâmetro/);
  });

  it('the weight asked, typos and all, is checked as the weight (m761)', () => {
    expect(replies('Ele pessa guantas gramas', correntes)[0]).toMatch(/o peso/);
  });

  it('a town alone, or beside "ainda tem?", is where to deliver (m763, m764)', () => {
    expect(replies('Montes claros mg', filhotes)[0]).toMatch(/Pra Montes Claros, me passa/);
    const text =
      'Boa tarde, ainda possuem filhotes disponíveis??? Realiza entrega para bom Jesus do Itabapoana?';
    expect(replies(text, filhotes)[0]).toMatch(/Pra Bom Jesus do Itabapoana, me passa o endereço/);
  });

  it('"Tem opção de escolher as cores…?" is the choice the process gives (m766)', () => {
    const text = 'Tem opção de escolher as cores, com quantidade 3 e cores da minha escolha?';
    expect(replies(text, bermudas)[0]).toMatch(/Pode sim, você escolhe tamanhos e cores/);
  });
});

describe('turns of the fourteenth fresh batch (m767–m796), fixed after its reading', () => {
  it('"vem na descrição do anúncio" is no place to deliver to (m774)', () => {
    const text =
      'Oi se fizer a compra vocês enviam conforme a foto que vem na descrição do anúncio?';
    expect(readTurn(text.toLowerCase(), text).place).toBeNull();
    expect(readTurn('entrega em bom jesus do itabapoana?', 'Bom Jesus do Itabapoana').place).toBe(
      'Bom Jesus do Itabapoana',
    );
  });

  it('the thing asked is said back with the accent its ending always has, and its "+" (m779)', () => {
    expect(readTurn('tem conexao ant+?', 'tem conexao ANT+?').thingAsked).toBe('conexão ANT+');
  });

  it('"6 cm ou 5.0 cm" asks which one it is (m782); "o jeans dele é 40" asks the size for him (m786)', () => {
    expect(replies('Qual 0 relógio maior 6 cm ou 5.0 cm', monitor)[0]).toMatch(
      /Vou confirmar certinho a medida e já te falo\.$/,
    );
    const fit = 'Oi bom dia, o jeans do meu filho é 40, qual medida da permuda certa pra ele?';
    expect(replies(fit, bermudas)[0]).toMatch(/qual tamanho fica melhor pra ele/);
  });

  it('"WatsApp" alone asks for the number; "me passar um link" is ready (m767, m796)', () => {
    expect(replies('WatsApp', emagrecedor)[0]).toMatch(/É este aqui mesmo/);
    expect(intentOf('Poderia me passar um link com 3 cortinas???')).toBe('ready');
  });

  it('"não aumenta a pressão?" goes to the doctor; a tracking that cannot be followed is a complaint (m771, m775)', () => {
    const pressure = 'Oi essas cápsulas emagrece mesmo ela não aumenta a pressão arterial.';
    expect(replies(pressure, emagrecedor)[0]).toMatch(/médico/);
    expect(
      intentOf('Nao estou conseguindo seguir meu rastreio e nem mandar msg para vcs pq?'),
    ).toBe('complaint');
  });

  it('"Como fazer o uso?" checks how it is used (m769)', () => {
    expect(replies('Como fazer o uso?', emagrecedor)[0]).toMatch(/como se usa/);
  });
});

describe('turns of the fifteenth fresh batch (m797–m826), fixed after its reading', () => {
  it('"tem X" says back no typo of "disponibilidade" and no phrase cut on its "de" (m817, m818)', () => {
    const typo = 'Teria disponivilidade de criar um link?';
    expect(readTurn(typo.toLowerCase(), typo).thingAsked).toBeNull();
    const set = 'Boa noite vc tem o jogo de chave combinada completa';
    expect(readTurn(set.toLowerCase(), set).thingAsked).toBe('o jogo de chave');
    const tins = 'Boa tarde vcs teriam assadeira para pizza de 35 e 40';
    expect(readTurn(tins.toLowerCase(), tins).thingAsked).toBe('assadeira');
  });

  it('a CEP written with a space is given (m803); "2 frentes" are two freights (m802)', () => {
    for (const reply of replies('41390 405. O cep', emagrecedor)) {
      expect(reply).not.toMatch(/me passa|me manda/i);
    }
    const freights = 'a pessoa que comprar tem que pagar 2 frentes?';
    expect(replies(freights, emagrecedor)[0]).toMatch(/com um frete só/);
  });

  it('"Quais as cores" is not answered by a clause without colours (m806)', () => {
    const [first] = replies('Quais as cores', relogios);
    expect(first).toMatch(/Vou confirmar certinho as cores/);
    expect(replies('Quais as cores', pulseiras)[0]).toMatch(/só tenho nas cores azul e preta/);
  });

  it('"me informar o comprimento vertical?" asks nothing back (m810)', () => {
    const [first] = replies('Poderia por gentileza me informar o comprimento vertical?', relogios);
    expect(first).toBe('Oi, Márcia! Vou confirmar certinho o comprimento e já te falo.');
  });

  it('"o contato particular" is this number; "Sou de X" is where to deliver (m797, m821)', () => {
    expect(replies('Qual é o contato particular?', emagrecedor)[0]).toMatch(/WhatsApp|aqui mesmo/);
    expect(replies('Sou de jandaia', correntes)[0]).toMatch(/Pra Jandaia, me passa o endereço/);
  });
});

describe('turns of the sixteenth fresh batch (m827–m856), fixed after its reading', () => {
  it('what the bonus field holds comes with it (m832)', () => {
    const watches = productInfo({ ...relogios, bonus: 'Bateria reserva em cada relógio' });
    expect(replies('vem com bateria reserva', watches)[0]).toMatch(
      /Vem com bateria reserva em cada relógio\./,
    );
  });

  it('"Pedido realizado" is an order told; "como eu rastreio" asks after it (m829, m841)', () => {
    expect(intentOf('Pedido realizado. Obrigada. Nos veremos em breve.')).toBe('paid');
    for (const reply of replies('Eu queria saber como eu rastreio', bermudas)) {
      expect(reply).not.toMatch(/CEP/);
    }
  });

  it('"pequeno ou grande?" asks nothing back; a contact asked is this number; "Blz" is an ok (m833, m834, m845)', () => {
    const [size] = replies('O mostrador dele e pequeno ou grande?', relogios);
    expect(size).toBe('Oi, Márcia! Vou confirmar certinho as medidas e já te falo.');
    const contact =
      'Ola eu gostaria entrar em contato pois tenho uma proposta, como posso contacta-lo?';
    expect(replies(contact, relogios)[0]).toMatch(/É este aqui mesmo/);
    expect(replies('Blz', correntes)[0]).toMatch(/^Combinado/);
  });
});

describe('turns of the seventeenth fresh batch (m857–m886), fixed after its reading', () => {
  it('"Quanto sentimetro" asks the measure, not the price (m881)', () => {
    expect(replies('Quanto sentimetro', correntes)[0]).toBe(
      'Oi, Márcia! Vou confirmar certinho as medidas e já te falo.',
    );
  });

  it('"Moro em vitoria espírito santo" names the whole town (m884)', () => {
    expect(replies('Moro em vitoria espírito santo', filhotes)[0]).toMatch(
      /Pra Vitoria Espírito Santo, me passa/,
    );
  });

  it('a nursing mother goes to the doctor; an angry "código inexistente" gets an apology (m867, m875)', () => {
    expect(replies('Quem é lactante pode tomar??', emagrecedor)[0]).toMatch(/médico/);
    const angry =
      'Ta brincando?? vcs ja mandaram um código de rastreio. Codigo inexistente é o que diz a pagina';
    expect(intentOf(angry)).toBe('complaint');
  });

  it('"Mesmo assim obrigada" thanks; "Não precisa responder." asks nothing (m857, m870)', () => {
    expect(intentOf('Mesmo assim obrigada')).toBe('thanks');
    const done = 'Desculpe-me. já vi que é à quartzo. Não precisa responder.';
    expect(replies(done, relogios)[0]).toMatch(/^Combinado/);
  });

  it('"Pulseira azul" alone asks for that colour; "cores à escolha" is no list of colours (m873)', () => {
    expect(replies('Pulseira azul', pulseiras)[0]).toMatch(/Tem sim, na cor azul/);
    expect(replies('preto', bermudas)[0]).toMatch(
      /As cores são à sua escolha\. Vou confirmar se tenho na cor preta/,
    );
  });
});

describe('turns of the last rows (m887–m902), fixed after their reading', () => {
  it('a measure of their own in centímetros is checked, never met with an old bare answer (m898)', () => {
    const input = {
      ...inputFor('Tem maior do que 70 centímetros?', correntes),
      pastAnswers: [{ asked: 'Qual o tamanho da corrente?', answered: '70 centímetros' }],
    };
    const [first] = writeOfflineReplies(input, now);
    expect(first).toBe('Oi, Márcia! Vou confirmar se tenho maior que 70 cm e já te falo.');
  });

  it('a CEP in three groups is given (m900); "Vcs tem esse produto" is still to be had (m896)', () => {
    for (const reply of replies('FRETE 27 275 090', filhotes)) {
      expect(reply).not.toMatch(/me passa|me manda/i);
    }
    expect(intentOf('Vcs tem esse produto')).toBe('available');
  });

  it('"quero uma marca boa" is no purchase; "perde a cor?" checks whether it fades (m888, m893)', () => {
    expect(intentOf('Eu prefiro comprimido e quero uma marca boa')).not.toBe('ready');
    const [first] = replies('O relógio perde a cor depois de um tempo?', relogios);
    expect(first).toMatch(/Vou confirmar se desbota/);
  });
});

describe('questions of other sellers (sample-perguntas.csv), read after the last rows', () => {
  it('"Tem o produto em estoque?" and "Produto ainda em estoque?" are still to be had', () => {
    expect(intentOf('Tem o produto em estoque?')).toBe('available');
    expect(intentOf('Boa noite! Produto ainda em estoque?')).toBe('available');
  });

  it('"Tem algum colateral?" goes to the doctor, never "se tenho algum colateral"', () => {
    expect(replies('Tem algum colateral?', emagrecedor)[0]).toMatch(/médico/);
  });

  it('"110 v não tem?" checks the voltage', () => {
    expect(replies('Olá, 110 v não tem?', formas)[0]).toMatch(/se funciona em 110 V/);
  });
});

describe('a thing asked for beside a question the fields answer (the share page, read as a seller)', () => {
  it('answers the box and checks the cordão, dropping neither', () => {
    for (const reply of replies(
      'Tem cordão elo português com esse mesmo feixo? E vem com caixinha?',
      correntes,
    )) {
      expect(reply).toMatch(/caixinha/);
      expect(reply).toMatch(/Vou confirmar se tenho cordão elo português e te falo\./);
    }
  });

  it('checks nothing more when the thing asked for is the product itself', () => {
    const [reply] = replies('Tem a pulseira emborrachada? é de silicone?', pulseiras);
    expect(reply).not.toMatch(/se tenho/);
    expect(reply).toMatch(/silicone/);
  });
});

describe('more questions of other sellers (sample-perguntas.csv), read before these fixes', () => {
  it('"quanto fica 45 metros?" counts no 45 units', () => {
    const [reply] = replies('quanto fica 45 metros?', formas);
    expect(reply).not.toMatch(/45 saem|R\$ 3\.595/);
    expect(reply).toMatch(/se tenho de 45 metros/);
  });

  it('"posso comprar … e retirar?" is fetching it, which the process allows', () => {
    const [reply] = replies(
      'Onde fica a sua loja? posso comprar pelo mercado livre e retirar?',
      formas,
    );
    expect(reply).toMatch(/Pode retirar aqui/);
  });

  it('"não tem o outro também em vermelho e cinza?" gets the colours there are', () => {
    expect(
      replies('por acaso vc nao tem o outro também em vermelho e cinza?', pulseiras)[0],
    ).toMatch(/só tenho nas cores azul e preta/);
  });

  it('an item asked with it and a phone it must fit are checked by name', () => {
    expect(replies('acompanha cabo extensor?', ferramentas)[0]).toMatch(
      /Vou confirmar se vem com cabo extensor e já te falo\./,
    );
    expect(replies('Esse relogio e compativel com iphone?', monitor)[0]).toMatch(
      /se é compatível com iPhone/,
    );
    expect(replies('Vem com garantia ? se sim por quanto tempo ?', relogios)[0]).not.toMatch(
      /se vem com garantia/,
    );
  });

  it('a service is had by the business: "se tem assistência técnica", not "se tenho"', () => {
    expect(replies('Tem assistência técnica em todo Brasil?', monitor)[0]).toMatch(
      /se tem assistência técnica/,
    );
    expect(replies('Voces tem seladora de mão?', ferramentas)[0]).toMatch(
      /se tenho seladora de mão/,
    );
  });
});

describe('the final untuned reading of 2026-11-29 (sample-perguntas.csv, negativas.txt)', () => {
  it('a question no field answers is checked by what it asks, not "isso"', () => {
    expect(replies('Serve na xre 15/15 ?', monitor)[0]).toMatch(
      /Vou confirmar se serve na xre 15\/15 e já te falo\./,
    );
    expect(replies('Qual frequência em MHz?', monitor)[0]).toMatch(
      /Vou confirmar a frequência em MHz e já te falo\./,
    );
    expect(replies('Boa Tarde Posso Ligar Em Um Sistema 5v?', monitor)[0]).toMatch(
      /Vou confirmar se dá pra ligar em um sistema 5v e já te falo\./,
    );
    expect(replies('Meu carro é turbo, rem como instalar esse kit ?', ferramentas)[0]).toMatch(
      /se dá pra instalar esse kit/,
    );
    expect(replies('Qualquer pessoa pode tomar?', monitor)[0]).toMatch(
      /se qualquer pessoa pode tomar/,
    );
    expect(replies('Gostaria de 2 kits. Pode ser um M e outro G?', bermudas)[0]).toMatch(
      /se pode ser um M e outro G/,
    );
    expect(replies('Serve pra homem tb?', monitor)[0]).toMatch(/se serve pra homem também/);
  });

  it('"Tem algum diferença para esse? <link>" compares the two, it is no thing in stock', () => {
    const [reply] = replies(
      'Tem algum diferença para esse? https://produto.mercadolivre.com.br/MLB-1391380519-relogio-smartwatch-m3_JM',
      relogios,
    );
    expect(reply).toMatch(/Vou confirmar a diferença entre os dois/);
    expect(reply).not.toMatch(/se tenho/);
  });

  it('a feature is the product’s, and a cancellation asked along is taken up', () => {
    const [reply] = replies(
      'Ola, Fiz a compra de 2 gostaria de saber se tem função de chip. caso não. preciso que cancele minha compra',
      monitor,
    );
    expect(reply).toMatch(/Vou confirmar se tem função de chip/);
    expect(reply).toMatch(/Se não tiver, vejo o cancelamento da sua compra\./);
  });

  it('"isto é péssimo, tô fora!" walks away: no photo asked, the reason not asked again', () => {
    expect(intentOf('Vocês tem menos de 90% de aprovação positiva, isto é péssimo, tô fora!')).toBe(
      'declines',
    );
    const written = replies(
      'Vocês tem menos de 90% de aprovação positiva, isto é péssimo, tô fora!',
      relogios,
    );
    for (const reply of written) expect(reply).not.toMatch(/foto|o que pesou|condição boa/);
  });

  it('"eles nao manda meu produto" after buying is an order that did not come', () => {
    expect(intentOf('Rapaz comprei faz 4 dia eles nao manda meu produto')).toBe('complaint');
    expect(replies('Rapaz comprei faz 4 dia eles nao manda meu produto', monitor)[0]).toMatch(
      /desculpa/,
    );
  });
});

describe('a fresh reading of other sellers’ messages, 2026-11-29 (round A, read before these fixes)', () => {
  it('what it must take or run, and a variant of this one, are checked by name', () => {
    expect(replies('bom dia, o controle suporta PC? (Uso Windows 10)', monitor)[0]).toMatch(
      /Vou confirmar se o controle suporta PC e já te falo\./,
    );
    expect(replies('Suporta i7 3630qm ?', monitor)[0]).toMatch(/se suporta i7 3630qm/);
    expect(replies('Vcs teriam esse com Windows 10?', monitor)[0]).toMatch(
      /se tenho esse com Windows 10/,
    );
  });

  it('what the seller does, asked of "vocês", is checked in the first person', () => {
    expect(replies('Você emite nota fiscal?', relogios)[0]).toMatch(
      /Vou confirmar se emito nota fiscal e já te falo\./,
    );
    expect(
      replies('Vcs fazem gravação a lazer em relógio na parte traseira da tampa ?', relogios)[0],
    ).toMatch(/se faço gravação a lazer e/);
    expect(replies('Vocês vende também fone sem fio?', relogios)[0]).toMatch(
      /se vendo fone sem fio também/,
    );
  });

  it('the measure of another thing is checked, not the product’s given', () => {
    const cortina = productInfo({
      nome: 'Cortina corta-luz 2,80 x 2,50 com ilhós',
      nicho: 'Decoração',
      preco: 'R$ 54,00 o par',
      diferencial: 'Medida 2,80 x 2,50, bloqueia a luz',
      processo_vendas: 'Recebo no Pix e envio pelos Correios.',
    });
    const [reply] = replies('Qual medida do colchao que vcs recomendam para esse berco ?', cortina);
    expect(reply).toMatch(/a medida do colchão/);
    expect(reply).not.toMatch(/2,80/);
    expect(replies('qual a medida da cortina?', cortina)[0]).toMatch(/2,80 x 2,50/);
  });

  it('a comparison with earlier models is the difference, checked', () => {
    expect(
      replies(
        'Olá amigos, bom dia. Por efeito de comparação, o que torna o Edifier W830bt superior aos seus antecessores W820bt e W800bt..?',
        monitor,
      )[0],
    ).toMatch(/Vou confirmar a diferença e já te falo\./);
  });

  it('insults, a wrong part and an order held are complaints, met with an apology', () => {
    for (const text of [
      'GOLPISTAS BANDIDOS',
      'Como e a tampa Flip top. Já comprei de vc. Mas veio com bico dosador.',
      'CALOTEIROS vocês estão com minha compra parada a uma semana. Agora vocês nem me mandão o notebook',
    ]) {
      expect(intentOf(text), text).toBe('complaint');
      expect(replies(text, monitor)[0], text).toMatch(/desculpa/);
    }
  });
});

describe('a course seller’s real customers (luvia-agent-2 test/teste-clients.md), read before these fixes', () => {
  it('"detalhes do curso" and "o que engloba" get what it has, in a few words of each part', () => {
    for (const text of ['E agora queria saber detalhes do curso', 'E o que engloba neste curso?']) {
      const [reply] = replies(text, curso);
      expect(reply).toMatch(
        /tem aulas gravadas, comunidade de alunas e certificado\. Sai por R\$ 997,00/,
      );
    }
    // Goods are not listed so: 'o que vem no kit?' stays a check of what comes with it.
    expect(replies('o que vem no kit?', ferramentas)[0]).not.toMatch(/ tem aço/);
  });

  it('"ok, pode mandar" and "Manda pra eu analisar" are sent the price', () => {
    for (const text of ['ok, pode mandar', 'Manda pra eu analisar']) {
      expect(intentOf(text), text).toBe('price');
      expect(replies(text, curso)[0]).toMatch(/sai por R\$ 997,00/);
    }
  });

  it('"Preciso de ajuda" is asked what with; a thank-you with more is thanked back', () => {
    expect(replies('Preciso de ajuda', curso)[0]).toMatch(/Me conta o que você precisa/);
    expect(intentOf('Obrigada Sueli pelo carinho e atenção vou tentar ver aqui agora')).toBe(
      'thanks',
    );
  });

  it('another thing they bought is no payment of this one', () => {
    for (const [text, thing] of [
      [
        'Eu comprei o Livro Digital - Segredos da Radiestesia Terapêutica e estou assistindo',
        'o livro digital',
      ],
      ['Eu adquiri o e book', 'o e-book'],
      ['Ja comprei esse livro', 'o livro'],
    ] as const) {
      const written = replies(text, curso);
      expect(written[0], text).toMatch(`Fico feliz que você já tenha ${thing}.`);
      for (const reply of written) expect(reply).not.toMatch(/pagamento/);
    }
    // The product itself bought is still a payment to check.
    expect(intentOf('Já comprei o kit, segue o comprovante')).toBe('paid');
  });

  it('"Sim por favor" to the seller’s "posso te ajudar?" is asked what with', () => {
    const input: ReplyInput = {
      ...inputFor('Sim por favor', curso),
      messages: [
        { author: 'seller', at: '2026-06-23T17:30:00Z', text: 'Oi! Tudo bem? Posso te ajudar?' },
        { author: 'customer', at: '2026-06-24T17:29:00Z', text: 'Sim por favor' },
      ],
    };
    const [reply] = writeOfflineReplies(input, now);
    expect(reply).toMatch(/Me conta o que você precisa/);
    // Without the seller's offer of help, a bare yes asks nothing of what with.
    expect(replies('Sim por favor', curso)[0]).not.toMatch(/Me conta o que você precisa/);
  });

  it('the start of the class is the one the urgency field dates', () => {
    const dated = productInfo({ ...curso, urgencia: 'Turma nova abre dia 11' });
    expect(replies('Quero saber valores e início da turma', dated)[0]).toMatch(
      /Turma nova abre dia 11\. .*sai por R\$ 997,00/,
    );
    for (const reply of replies('Quando começa a turma?', dated)) {
      expect(reply).toMatch(/urma nova abre dia 11\./);
    }
    // Without a day in the field, the start is checked, not made up.
    const undated = productInfo({ ...curso, urgencia: 'Vagas limitadas' });
    expect(replies('Quando começa a turma?', undated)[0]).not.toMatch(/abre/);
  });

  it('a link that does not open is a complaint about the access', () => {
    expect(intentOf('O link não está abrindo')).toBe('complaint');
    expect(replies('O link não está abrindo', curso)[0]).toMatch(/desculpa/);
  });
});

describe('round 8’s final untuned reading, fixed after it (so tuned on now)', () => {
  it('disrespect, a purchase cancelled and a login that fails are complaints, never a sale', () => {
    for (const text of [
      'Porque vcs ,sao sem respeito pelo consumidor depois da compra fechada cancelam o negocio e nao dao a menor satinfacao',
      'NAO TEM RESPEITO AO CONSUMIDOR',
      'Ola, gostaria de acessar a aula do divorcio energetico, estou tentando desde ontem a não consigo...',
      'Ainda não consegui me cadastrar lá no site não da nada serto',
    ]) {
      expect(intentOf(text), text).toBe('complaint');
      for (const reply of replies(text, curso)) expect(reply, text).not.toMatch(/Pix|Boa pergunta/);
    }
  });

  it('money held after a return is a refund asked, not a CEP to ask for', () => {
    const text =
      'Como você pode ver, pelo número de rastreamento, o objeto já foi entregue. Já foi devolvido e o meu dinheiro continua retido.';
    expect(intentOf(text)).toBe('return');
    for (const reply of replies(text, relogios)) expect(reply).not.toMatch(/CEP/);
  });

  it('the name the customer gives is used, a mixed-up one apologised for and not used', () => {
    expect(replies('meu nome é  Eunice', curso)[0]).toBe(
      'Anotei aqui, Eunice! Qualquer coisa, é só me chamar.',
    );
    for (const reply of replies(
      'Vocês me chamaram  de Rosana, acho que estão  com alguma outra pessoa  com o nome  trocado',
      curso,
    )) {
      expect(reply).toMatch(/nome/);
      expect(reply).not.toMatch(/Márcia/);
    }
  });

  it('a course has subtitles in a language; two of a part asked to come are checked by name', () => {
    expect(replies('Tem legenda em Português?', curso)[0]).toMatch(
      /Vou confirmar se tem legenda em Português e já te falo\./,
    );
    expect(replies('Vem os dois pares de aro', pulseiras)[0]).toMatch(
      /Vou confirmar se vêm os dois pares de aro/,
    );
    // 'não vi diferença' is no question of a difference.
    expect(replies('Comprei o não vii diferença nem uma', pulseiras)[0]).not.toMatch(/a diferença/);
  });
});

describe('a review of round 8’s readings: what they must not catch', () => {
  it('a bought thing of one’s own, an account or a unit is no other product', () => {
    for (const text of [
      'Já comprei o meu, quando chega?',
      'acabei de comprar uma unidade, segue o comprovante',
      'já tenho uma conta aqui',
    ]) {
      for (const reply of replies(text, relogios))
        expect(reply, text).not.toMatch(/já tenha|já tem (?:o|a) /);
    }
  });

  it('"tô fora" after a purchase is a complaint; "hoje estou fora" is no walk-away', () => {
    expect(intentOf('Paguei e nunca recebi, tô fora!')).toBe('complaint');
    expect(intentOf('Hoje não posso receber, estou fora.')).not.toBe('declines');
  });

  it('names: only a name given, never a document or a word after "me chamar de"', () => {
    expect(replies('meu nome e CPF estão no pedido', relogios)[0]).toMatch(/Márcia/);
    expect(replies('pode me chamar de novo amanhã', relogios)[0]).not.toMatch(/Novo/);
    expect(replies('Sou Gabriela, mas me chamam de Gabi', relogios)[0]).not.toMatch(/confusão/);
  });

  it('a question before buying is no complaint; a discount asked still is one asked', () => {
    expect(intentOf('Vocês não enviam o pedido por Sedex?')).not.toBe('complaint');
    const [first] = writeObjectionAnswers(
      { product: relogios, customerNeeds: '', objection: 'Tenho desconto pagando no pix?' },
      seeded(1),
    );
    expect(first!.content).toMatch(/desconto/);
  });

  it('"não faz diferença" asks of no difference; "Posso ligar pra você?" names no check', () => {
    expect(replies('Qualquer cor, não faz diferença', pulseiras)[0]).not.toMatch(/a diferença/);
    expect(replies('Posso ligar pra você?', pulseiras)[0]).not.toMatch(/se dá pra ligar/);
  });

  it('a measure of the product’s own dimension is its own; the start of the month no class', () => {
    expect(replies('qual a medida da altura?', formas)[0]).not.toMatch(/medida da altura/);
    const dated = productInfo({ ...curso, urgencia: 'Turma nova abre dia 11' });
    expect(replies('vou pagar no começo do mês, pode ser?', dated)[0]).not.toMatch(/abre dia 11/);
  });
});

// The last fresh reading of round 8 (luvia conversation-analysis-report.json, CA1–22).
describe('mid-conversation turns of a course’s customers', () => {
  it('a payment made, said without a verb, is thanked and checked, never asked for', () => {
    expect(intentOf('Só o pagamento efetuado')).toBe('paid');
    expect(intentOf('O pagamento já foi realizado')).toBe('paid');
    expect(intentOf('Como é o pagamento realizado no cartão?')).not.toBe('paid');
  });

  it('an access that fails after paying is a complaint about the access', () => {
    const text =
      'Já comprei antes do lançamento a mentiria diamante e paguei 16990,00  q daria direito a tudo inclusive curso pets e não abre';
    expect(intentOf(text)).toBe('complaint');
    for (const reply of replies(text, curso))
      expect(reply).not.toMatch(/conferir o pagamento|Agradeço/);
    expect(intentOf('A loja abre sábado e não abre domingo?')).not.toBe('complaint');
  });

  it('"não me atende… robô" is met with an apology, not "Vou ver isso"', () => {
    const written = replies('Já tentei...\nEsse número não me atende....robô!😔', curso);
    expect(written[0]).toMatch(/desculp/i);
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso/);
  });

  it('a blessing is blessed back', () => {
    const written = replies('Amém. Que Deus nos abençoe e nos proteja sempre.', curso);
    expect(written[0]).toMatch(/^Amém/);
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso|te respondo/);
  });

  it('what the customer is about to do is waited for, not looked into', () => {
    for (const text of [
      'Vou olhar de novo ...um momento',
      '...vou salvar esse que estou falando com você ...os outros vou sair,ok',
      'Vou ficar com os dados móveis pois estou na rua',
    ]) {
      const written = replies(text, curso);
      expect(written[0], text).toMatch(/aguardo|combinado|tá bom/i);
      for (const reply of written) expect(reply, text).not.toMatch(/Vou ver isso|te respondo/);
    }
  });

  it('"Vou tomar minhas providências" is a threat, not a step to wait for (m117)', () => {
    expect(intentOf('Vou tomar minhas providências')).toBe('complaint');
  });

  it('a talk asked for later is agreed to when they can, with no check promised', () => {
    const written = replies('...podemos falar mais tarde?! Meio dia?!', curso);
    expect(written[0]).toMatch(/^Claro|^Pode ser|^Podemos/);
    for (const reply of written) expect(reply).not.toMatch(/confirmar|Vou ver/);
  });

  it('a course’s lifetime access is said back with its accent', () => {
    expect(replies('Eu já adquiri o acesso vitalício', curso).join(' ')).toMatch(/vitalício/);
  });
});

// A fresh reading (CA23–44 of the same file), each failure reproduced before its fix.
describe('more mid-conversation turns of a course’s customers', () => {
  it('"Sou Francilene." is the name to use', () => {
    const written = replies('Sou Francilene. Faço parte da turma Pedra da Lua.', curso);
    for (const reply of written) expect(reply).toMatch(/Francilene/);
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso|Márcia/);
    expect(replies('Sou de Campinas', curso)[0]).not.toMatch(/Campinas!/);
    // A name given along with a question is no mere introduction (m432).
    const asks = 'Olá Boa tarde me chamo LEONARDO ,e quero saber como faço pra compra com vocês';
    expect(replies(asks, curso)[0]).not.toMatch(/Que bom falar com você/);
  });

  it('a statement is never called "Boa pergunta"', () => {
    for (const text of [
      'Vence dia 30, mas gosto de.pagar qdo recebo',
      'Foi mencionado em um vídeo da venda do acesso vitalício. Não sei te informar em qual foi.',
    ]) {
      for (const reply of replies(text, curso)) expect(reply, text).not.toMatch(/Boa pergunta/);
    }
  });

  it('a way to pay that does not show is a complaint about paying', () => {
    const text = 'Olá, \nAqui a opção de parcelamento não aparece também';
    expect(intentOf(text)).toBe('complaint');
    for (const reply of replies(text, curso)) expect(reply).not.toMatch(/sai por R\$/);
  });

  it('"Eu gostaria sim" to "posso te ajudar?" asks what with', () => {
    const input: ReplyInput = {
      ...inputFor('Eu gostaria sim, se puder fazer isso, eu gostaria sim.', curso),
      messages: [
        { author: 'seller', at: '2026-06-23T17:30:00Z', text: 'Oi! Tudo bem? Posso te ajudar?' },
        {
          author: 'customer',
          at: '2026-06-24T17:29:00Z',
          text: 'Eu gostaria sim, se puder fazer isso, eu gostaria sim.',
        },
      ],
    };
    expect(writeOfflineReplies(input, now)[0]).toMatch(/o que você precisa/);
  });

  it('what the complaint is about is named: the certificate, the gifts', () => {
    const certificate =
      'Agora fica pedindo muita coisa como se não tivessem nem providenciado o certificado';
    expect(intentOf(certificate)).toBe('complaint');
    expect(replies(certificate, curso)[0]).toMatch(/certificado/);
    const gifts =
      'Oi !!\nObrigada ! ☺️ \n\nQuanto aos brindes da turma pedra da lua , que não recebi e vocês iam fazer a gentileza de tentar ver se conseguia enviar ainda , deu certo ?';
    expect(replies(gifts, curso)[0]).toMatch(/brindes/);
    expect(replies(gifts, curso).join(' ')).not.toMatch(/acesso/);
  });

  it('a discount the seller gave at a live is looked into, not argued with', () => {
    const text = 'no final da live vcs colocaram o link com desconto';
    expect(intentOf(text)).toBe('counter');
    for (const reply of replies(text, curso))
      expect(reply).not.toMatch(/comparando|pesa|pensa antes/);
  });

  it('installments the price gives are not asked for again', () => {
    const text = 'E na loja consigo comprar as coisas parcelado em 12 vezes?';
    for (const reply of replies(text, curso)) expect(reply).not.toMatch(/em quantas vezes/);
  });

  it('a video the customer sent is not one to send them', () => {
    const text =
      'Eu só enviei o vídeo para vocês perceberem que aqui em Portugal não tem a opção do "parcelamento Hotmart" como a Mari disse que estava disponível para Portugal, e não está';
    for (const reply of replies(text, curso)) expect(reply).not.toMatch(/te mando um vídeo/);
  });

  it('"Não vejo a hora" is eagerness, met with joy', () => {
    const written = replies(
      'Não vejo a hora de retomar os estudos e oferecer para as pessoasm',
      curso,
    );
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso|te respondo/);
  });
});

// A third fresh reading (CA45–66 of the same file), each failure reproduced before its fix.
describe('a course’s customers, third reading', () => {
  it('a boleto the seller does not take is looked into, never answered with the card', () => {
    for (const text of [
      'Mande o link do boleto parcelado',
      'Não consigo no cartão \nVc consegue boleto parcelado?',
    ]) {
      const written = replies(text, curso);
      expect(written[0], text).toMatch(/boleto parcelado/);
      for (const reply of written)
        expect(reply, text).not.toMatch(/Prefere pagar|te mando o link do cartão/);
    }
  });

  it('a talk wished for is agreed to', () => {
    const written = replies('Sim...e adoraria poder falar contigo ado der....🥰', curso);
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso|te respondo em seguida/);
  });

  it('no answers received is a late reply, apologised for', () => {
    expect(replies('Não estou recebendo respostas .', curso)[0]).toMatch(/^Desculpa a demora/);
  });

  it('"Gratidão" thanks', () => {
    expect(intentOf('Gratidão por me chamar')).toBe('thanks');
  });

  it('a worry is heard, not looked into', () => {
    for (const text of [
      'Ter se refazer aos 50 anos tem hora que acho que não vou conseguir',
      'E essa é minha preocupação',
    ]) {
      const written = replies(text, curso);
      for (const reply of written) expect(reply, text).not.toMatch(/Vou ver isso|te respondo/);
      expect(written[0], text).toMatch(/preocupa/);
    }
  });

  it('a blocked access is a complaint about the access; a blocked card is not', () => {
    expect(intentOf('Bloqueado e expirados...aqui que irei acessar??')).toBe('complaint');
    expect(
      intentOf('Está tudo bloqueado ali ... Poderei acessar o conteúdo do vitalício por ali?!'),
    ).toBe('complaint');
    expect(intentOf('Meu cartão está bloqueado, posso pagar no pix?')).not.toBe('complaint');
  });
});

// A fresh reading of 24 unused MEGAHack db.csv lines (round 9 B): a compounding pharmacy's, a
// knife seller's and a watch seller's customers, to products written by us.

describe('round 9 B: a pharmacy’s, a knife seller’s and a watch seller’s customers', () => {
  it('a name with a colon inside a word keeps it ("CS:GO")', () => {
    expect(replies('Ainda tem?', faca).join(' ')).not.toMatch(/karambit CS\b(?!:)/);
  });

  it('what it is made of, asked by two materials, is answered from the fields', () => {
    const [first] = replies('A faca e de ferro ou de plastico', faca);
    expect(first).toMatch(/aço inox/);
    expect(first).not.toMatch(/É de lâmina/);
  });

  it('a complaint about the product not sent is about the order, though the payment is named', () => {
    const text =
      'JÁ FOI FEITO O PAGAMENTO, DESDE O DIA 28/04/2020!!! QUERO MEU PRODUTO, POIS O PRAZO DE ENTREGA É DOIS DIAS!! E JÁ PASSOU MUITOS!!! CASO NÃO FOR ENVIADO IREI TOMAR MINHAS PROVIDÊNCIAS';
    expect(replies(text, relogios)[0]).toMatch(/o seu pedido/);
  });

  it('another dose or size than the product’s is looked into, not priced as the product', () => {
    for (const text of [
      'Boa noite! Quanto ficaria o GABA 750mg com 240 caps?? E L TEANINA 500mg com 240 caps?',
      'Voces manipulam Diidroergocristina (mesilato) 6mg, Ginci Biloba 120mg. Se sim qual o valor',
    ]) {
      const written = replies(text, gaba);
      expect(written[0], text).toMatch(/Vou ver o valor (?:nessa dosagem|dessa fórmula)/);
      for (const reply of written) expect(reply, text).not.toMatch(/Sai por/);
    }
    // The product's own dose is its price.
    expect(replies('Quanto fica o GABA 500mg?', gaba)[0]).toMatch(/89,90/);
  });

  it('a check keeps a dose with its unit', () => {
    const [first] = replies('Tem L triptofano de 250 mg e de 500 mg?', gaba);
    expect(first).not.toMatch(/de 250 e já/);
  });

  it('a buyer’s arrival asked with their CEP is looked into for it (L2488)', () => {
    const text = 'Bom dia, irei fazer a compra, qual a chegada prevista pra esse cep 13971201 ?';
    expect(replies(text, relogios)[0]).toMatch(/prazo pro seu CEP/);
  });

  it('one link for two things, to pay one freight, is looked into as one shipment (L1958)', () => {
    const text =
      'Consegue me mandar um link com a mucuna e o gaba juntos? Pra eu naobter que pagar dois fretes';
    for (const reply of replies(text, gaba)) expect(reply).not.toMatch(/link do cartão agora/);
    expect(replies(text, gaba)[0]).toMatch(/mesmo envio|junt/);
  });

  it('a boleto asked with availability is looked into', () => {
    const written = replies('Tem estoque disponível pra tirar no boleto Man?', faca);
    expect(written[0]).toMatch(/boleto/);
  });
});

// A fourth fresh reading of the course's customers (CA67–88), each failure reproduced first.
describe('a course’s customers, fourth reading', () => {
  it('what they are about to do, said after other words, is waited for', () => {
    for (const text of [
      'Já falo vou descer do ônibus',
      'Não, não aparece... Eu vou tirar um print e já envio para vocês verem',
    ]) {
      const written = replies(text, curso);
      expect(written[0], text).toMatch(/aguardando|Combinado/);
      for (const reply of written)
        expect(reply, text).not.toMatch(/informações de acesso|Vou ver isso/);
    }
  });

  it('who they are, with no name, is met and asked what with', () => {
    for (const text of ['Sou aluna ametista', 'Eu sou o filho da Tania']) {
      expect(replies(text, curso)[0], text).toMatch(/como posso te ajudar/);
    }
  });

  it('a course’s certificate asked after is no question of authenticity', () => {
    const text = 'Só  gostaria se possível saber quem está  tratando desse certificado?';
    for (const reply of replies(text, curso)) expect(reply).not.toMatch(/pode confiar/);
    expect(replies('Tem certificado de autenticidade?', correntes)[0]).toMatch(/certificado/);
  });

  it('a sorrow shared is met with care, nothing looked into', () => {
    const text =
      'É muita coisa amiga... limitações e fores físicas... e o fato de ser sozinha na vida. Ter perdido meu namorido. E não ter familia';
    const written = replies(text, curso);
    expect(written[0]).toMatch(/^Sinto muito/);
    for (const reply of written) expect(reply).not.toMatch(/Vou ver isso|te respondo/);
  });

  it('"Por favor. Respo" asks for an answer: the wait is apologised for', () => {
    expect(replies('Por favor. Respo', curso)[0]).toMatch(/^Desculpa a demora/);
  });
});

// Round 9's final reading (its failures fixed after it was judged), each reproduced first.
describe('round 9’s final reading', () => {
  it('thanks after "Pode deixar" are thanks', () => {
    expect(intentOf('Pode deixar. Agradeço muito pela paciência e atenção.')).toBe('thanks');
  });

  it('a person asked for, or who is answering, is answered by the seller', () => {
    for (const text of ['Gostaria de falar com um ser humano', 'Com que estou falando?!']) {
      const written = replies(text, curso);
      for (const reply of written) expect(reply, text).not.toMatch(/Vou ver isso|confirmar isso/);
      expect(written[0], text).toMatch(/sou eu/);
    }
  });

  it('a wrong price reported is looked into, not answered with the price', () => {
    const written = replies('Esse preço 4.788 tá errado', curso);
    for (const reply of written) expect(reply).not.toMatch(/sai por/);
    expect(written[0]).toMatch(/valor/);
  });

  it('nothing sent to them is a complaint', () => {
    expect(
      intentOf('Vcs ainda não  me enviaram nada até  agora,  nem enviou número de rastreamento'),
    ).toBe('complaint');
  });

  it('an instalment too high for them is an objection', () => {
    expect(intentOf('12× 99,50 não dá pra mim')).toBe('expensive');
  });

  it('"já vem afiada" is no question of what comes with it', () => {
    for (const reply of replies('Oe .. Queria saber se ela ja vem afiada ???', faca))
      expect(reply).not.toMatch(/o que vem junto/);
  });

  it('"garantia de chegar na sexta" asks of the delivery, not the guarantee', () => {
    const text = 'Boa tarde, garantia de chegar na sexta? Preciso para o sábado. CEP 21230-362';
    for (const reply of replies(text, relogios)) expect(reply).not.toMatch(/3 meses/);
  });

  it('a suggestion is thanked; an apology for typos is waved off; "Fique tranquilo" is an ok', () => {
    const cases: Array<[string, RegExp]> = [
      ['De qq forma… uma sugestão de melhoria para as demais black!!!', /^Agradeço a sugestão/],
      ['Desculpa erros de digitação  e minhas dificuldades', /^Imagina/],
      ['Fique tranquilo ou tranquila', /^Combinado/],
      ['Que assim seja e é!', /^Amém/],
    ];
    for (const [text, first] of cases) {
      const written = replies(text, curso);
      expect(written[0], text).toMatch(first);
      for (const reply of written) expect(reply, text).not.toMatch(/Vou ver isso/);
    }
  });

  it('"todos os Países" is no place', () => {
    for (const reply of replies('Você faz entrega para todos os Países?', faca))
      expect(reply).not.toMatch(/Todos Os/);
  });
});

// Round 10: a bakery's, a nutritionist's and a perfume group's customers (products ours).

describe('round 10: a bakery, a nutritionist, a perfume group', () => {
  it('an order said as items is taken down, never looked into as "isso"', () => {
    for (const [text, product] of [
      ['Mais 4 croissant', padaria],
      ['Pode ser 2 pacotes e mais 3 madeleines', padaria],
      ['Boa noite, side effect 5 ml', perfume],
      ['vou ficar com esses 10ml 🤩', perfume],
    ] as const) {
      const written = replies(text, product);
      expect(written[0], text).toMatch(/^Anotado/);
      for (const reply of written) expect(reply, text).not.toMatch(/Vou ver isso|aguardando/);
    }
  });

  it('a time asked with "amanhã" or "semana que vem", or for two, is a question, not a pause', () => {
    for (const text of [
      'Amanhã na parte da manhã teria algum?',
      'na semana que vem n teria outro dia em torno de 12h ou 17h?',
      'Consegue marca um horário pra mim e meu marido junto?',
    ]) {
      expect(intentOf(text), text).not.toBe('think');
    }
  });

  it('a price given per size is said as a list, not "sai por 5 ml por"', () => {
    for (const reply of replies('Quais os valores?', perfume))
      expect(reply).not.toMatch(/sai por 5 ml/);
  });

  it('"…, tudo bem?" after a request asks for an ok, not how they are', () => {
    const [first] = replies('Por favor , preciso que entreguem em casa, tudo bem?', padaria);
    expect(first).not.toMatch(/Tudo ótimo/);
    expect(replies('Oi, tudo bem? Vocês entregam?', padaria)[0]).toMatch(/Tudo ótimo/);
  });

  it('a sale lost to another seller, or a pass, is thanked, nothing asked', () => {
    for (const text of [
      'Acabei pedindo em outro lugar para compensar a taxa de entrega',
      'Vou deixar , muito obrigada',
    ]) {
      expect(intentOf(text), text).toBe('declines');
    }
  });

  it('picked up, or sorry for the late reply: met as a seller would', () => {
    expect(replies('Oi, eu passei aí e peguei', padaria)[0]).toMatch(/^Que bom/);
    for (const text of [
      'jesus esqueci de te responder',
      'Estava agarrada e não deu pra continuar com nossa conversa',
    ]) {
      expect(replies(text, nutri)[0], text).toMatch(/^Imagina/);
    }
  });

  it('a booking wished is taken as ready; an ok to the date is an ok', () => {
    expect(intentOf('Já fui paciente e quero marcar um horário dnovo.')).toBe('ready');
    expect(replies('Já fui paciente e quero marcar um horário dnovo.', nutri)[0]).toMatch(
      /melhor dia e horário/,
    );
    expect(replies('Pode ser na mesma data n tem problema', nutri)[0]).toMatch(/^Combinado/);
  });

  it('"não consigo fazer esse mês" is a pass for now', () => {
    expect(intentOf('Ana, não consigo fazer esse mês!')).toBe('declines');
  });

  it('an order of something else the shop sells is not priced as the product', () => {
    for (const text of [
      'Pode separar pra mim dois croassant',
      'Tudo bem? Pode reservar 10 raisins e 1 italiano por favor?',
    ]) {
      for (const reply of replies(text, padaria)) expect(reply, text).not.toMatch(/22,00/);
    }
    expect(replies('Pode separar 2 pães pra mim', padaria)[1]).toMatch(/22,00/);
  });

  it('interest in a size gets its price', () => {
    expect(replies('Tarde !\nTenho interesse 5ml', perfume)[0]).toMatch(/49,00/);
  });
});

// Round 10's final reading, fixed after it was judged, each reproduced first.
describe('round 10’s final reading', () => {
  it('"Como está?" is a greeting', () => {
    expect(intentOf('Olá! Boa tarde! Como está?')).toBe('greeting');
  });

  it('a reservation or a pickup with "amanhã" is an order, not a pause', () => {
    expect(intentOf('gostaria de reservar para amanhã duas foccacias de alecrim e sal')).toBe(
      'ready',
    );
    expect(intentOf('Este pedido é para levantar amanhã sábado depois das 14horas')).not.toBe(
      'think',
    );
  });

  it('"Aguardo confirmação" is answered with the confirmation to come', () => {
    expect(replies('Aguardo confirmação', padaria)[0]).toMatch(/confirm/);
  });

  it('"Gostaria de fazer um pedido" asks what they want', () => {
    expect(replies('Gostaria de fazer um pedido', padaria)[0]).toMatch(/o que você gostaria/);
  });

  it('a reschedule with no day asks which day', () => {
    expect(replies('Bom dia\nGostaria de remarcar minha consulta', nutri)[0]).toMatch(
      /dia e horário/,
    );
    expect(replies('Olá, podemos remarcar para a próxima sexta', nutri)[0]).not.toMatch(/Qual dia/);
  });

  it('praise of the product is a compliment', () => {
    expect(intentOf('Nota 10 esse perfume')).toBe('likes');
  });

  it('an order in a group’s shorthand is taken down, with or without thanks', () => {
    for (const text of [
      'Obrigada. Fica 5ml do nishane pra mim',
      '3ml por favor, experimentar',
      'O meu vai ser APC de 35+5=40 ml',
    ]) {
      expect(replies(text, perfume)[0], text).toMatch(/^Anotado/);
    }
  });
});

// Round 10's second final reading, fixed after it was judged, each reproduced first.
describe('round 10’s second final reading', () => {
  it('an order that starts or ends with its count is taken down', () => {
    for (const text of [
      '1 pão italiano grande e 2 croissant',
      'Dois pães italianos pra pegar à tarde',
      'Corneto de chocolate 1',
    ]) {
      expect(replies(text, padaria)[0], text).toMatch(/^Anotado/);
    }
    expect(replies('Uma dúvida: vocês abrem no feriado?', padaria)[0]).not.toMatch(/^Anotado/);
  });

  it('the hours asked are the hours the process gives', () => {
    for (const text of ['Até qui horas vcs e', 'vocês fecham que horas mesmo hj?']) {
      expect(replies(text, padaria)[0], text).toMatch(/das 7h às 19h/);
    }
  });

  it('"Bom dia srs" is a greeting', () => {
    expect(intentOf('Bom dia srs')).toBe('greeting');
  });

  it('a booking asked, or a return to the practice, asks the day', () => {
    for (const text of [
      'Podemos agendar a próxima consulta por favor?',
      'estava querendo voltar a fazer o acompanhamento com a Thay',
    ]) {
      expect(replies(text, nutri)[0], text).toMatch(/melhor dia e horário/);
    }
  });

  it('an appointment they cannot make is met with a new date offered', () => {
    for (const text of [
      'Bom dia.\nDesculpa não ter respondido.\n\nNão poderei comparecer a consulta',
      'mas não consigo ir devido a um compromisso do trabalho',
    ]) {
      expect(replies(text, nutri)[0], text).toMatch(/remarcar/);
    }
  });

  it('a day and hour chosen is taken to the calendar', () => {
    expect(replies('Pode ser dia 02 as 10hrs pfv', nutri)[0]).toMatch(/agenda/);
  });

  it('in person or online, when the process says both, is answered', () => {
    expect(replies('Boa tarde!\n\nVocê atende presencial ou online?', nutri)[0]).toMatch(
      /presencial e online/,
    );
  });

  it('"de quanto em quanto tempo" asks how often, not the price', () => {
    expect(
      intentOf('As consultas sao realizadas de quanto em quanto tempo? (Ex: a cada 2 meses)'),
    ).not.toBe('price');
  });

  it('thanks at the end of a goodbye are thanks', () => {
    expect(intentOf('Tá joia, voltarei em breve se Deus quiser 🙏🏾 muito obrigada!!')).toBe(
      'thanks',
    );
  });

  it('"Consegue um desconto pra nós dois" asks for one', () => {
    expect(intentOf('Consegue um desconto pra nós dois')).toBe('counter');
  });

  it('the price asked with the way to pay is said', () => {
    for (const reply of replies('No cartão fica por quanto?', nutri))
      expect(reply).toMatch(/R\$ 280,00/);
  });
});

// An independent review of round 9 and 10's readings (a helper reading the diff only): each
// message below was caught by a new reading it must not be, or never reached the one meant.
describe('what round 9 and 10’s readings must not catch', () => {
  const robo = productInfo({
    nome: 'Robô aspirador inteligente',
    preco: 'R$ 899,00 ou 10x de R$ 89,90',
    processo_vendas: 'Fecho pelo WhatsApp, recebo no Pix ou no cartão e envio pelos Correios.',
  });
  const first = (text: string, product: ProductInfo) => replies(text, product)[0]!;

  it('questions before a sale are no complaints', () => {
    for (const [text, product] of [
      ['Vocês não atendem sábado?', nutri],
      ['vcs não atendem convênio?', nutri],
      ['Quanto custa o robô?', robo],
      ['Você ainda não me mandou a chave pix', relogios],
      ['vc não me mandou o valor', relogios],
    ] as const) {
      expect(readReply(inputFor(text, product)).intent, text).not.toBe('complaint');
    }
    expect(first('Quanto custa o robô?', robo)).toMatch(/899,00/);
  });

  it('hours and in person or online only where the process says so, and nothing dropped', () => {
    const onlyHere = productInfo({
      ...nutri,
      processo_vendas: 'Atendimento apenas presencial, não atendo online. Pagamento no Pix.',
    });
    expect(first('Você atende presencial ou online?', onlyHere)).not.toMatch(/presencial e online/);
    expect(first('A consulta presencial ou online tem o mesmo valor?', nutri)).toMatch(/280,00/);
    expect(first('Até que horas posso fazer a encomenda pra amanhã?', padaria)).not.toMatch(/19h/);
    expect(first('Que horas vocês abrem no domingo?', padaria)).not.toMatch(/das 7h/);
  });

  it('a "no", an undecided customer or a question is not ready to buy', () => {
    for (const [text, product] of [
      ['Não quero agendar agora, obrigada', nutri],
      ['Ainda não sei se vou encomendar', padaria],
      ['O pão pode guardar na geladeira?', padaria],
    ] as const) {
      expect(readReply(inputFor(text, product)).intent, text).not.toBe('ready');
    }
  });

  it('a worry that asks, a day that does not suit, a pause asked: read as what they are', () => {
    expect(intentOf('não sei se consigo pagar tudo à vista, dá pra parcelar?')).toBe('payment');
    expect(intentOf('Dia 15 não dá pra mim, tem outro dia?')).not.toBe('expensive');
    expect(intentOf('Te respondo amanhã, pode ser?')).toBe('think');
    expect(first('Queria falar com você sobre o kit, quanto custa?', relogios)).toMatch(/138,00/);
  });

  it('a choice, a cancellation, people and phone numbers are not waits nor orders', () => {
    expect(first('vou ficar com a preta', perfume)).toMatch(/^Anotado/);
    expect(first('Vou ter que cancelar a consulta', nutri)).toMatch(/remarcar/);
    for (const text of ['Uma amiga me indicou vocês', 'Meu telefone 11987654321']) {
      expect(first(text, padaria), text).not.toMatch(/^Anotado/);
    }
  });

  it('thanks at the end do not hide what came before', () => {
    for (const text of [
      'Chegaram só 9 relógios no kit, vê isso pra mim por favor, obrigada',
      'fico no aguardo do seu retorno, obrigada',
    ]) {
      expect(intentOf(text), text).not.toBe('thanks');
    }
  });

  it('a late reply, a suggestion asked, a lost password: not typos, ideas or sorrow', () => {
    expect(first('Desculpa a demora pra responder', nutri)).toMatch(/^Imagina/);
    expect(first('Desculpa a demora pra responder', nutri)).not.toMatch(/escrever do seu jeito/);
    expect(first('Queria uma sugestão de presente pro meu pai', relogios)).not.toMatch(
      /Agradeço a sugestão/,
    );
    expect(first('perdi minha senha de acesso ao curso', curso)).not.toMatch(/^Sinto muito/);
  });

  it('a daily dose is no other count; a perfume’s volume is a size', () => {
    expect(first('quero 2 potes, tomo 2 capsulas por dia', gaba)).not.toMatch(/nessa quantidade/);
    expect(first('quanto fica o de 100ml?', perfume)).not.toMatch(/dosagem/);
  });

  it('paying later, or another way to pay, is no refusal and no empty pocket', () => {
    expect(intentOf('Não consigo pagar esse mês, posso pagar dia 5 do mês que vem?')).not.toBe(
      'declines',
    );
    const [a] = writeObjectionAnswers(
      { product: curso, customerNeeds: '', objection: 'Não consigo pagar no boleto, só no cartão' },
      seeded(1),
    );
    expect(a!.content).not.toMatch(/Se ficar mais fácil mais pra frente/);
  });

  it('readings meant for these now run', () => {
    expect(first('pode ser amanhã às 10h', nutri)).toMatch(/agenda/);
    expect(first('Não vou poder ir na consulta amanhã', nutri)).toMatch(/remarcar/);
    expect(intentOf('Obrigada, mas já comprei em outro lugar')).toBe('declines');
  });

  it('an order with its items, a boleto refused, an adjective after "Sou": read as such', () => {
    expect(first('Gostaria de fazer um pedido de 3 pães pra sexta', padaria)).not.toMatch(
      /o que você gostaria/,
    );
    expect(first('Não quero boleto, prefiro pix', gaba)).not.toMatch(/no boleto/);
    expect(first('Sou Vegana, o pão tem leite?', padaria)).not.toMatch(/Vegana/);
  });

  it('"pra presente" is no other item; "Oi Carla, tudo bem?" is asked how she is', () => {
    expect(replies('quero 2 pra presente', relogios)[1]).toMatch(/138,00/);
    expect(first('Oi Carla, tudo bem? Quanto custa o kit?', relogios)).toMatch(/Tudo ótimo/);
  });
});

// Praise sent after a visit or a purchase (public Google reviews of a restaurant, a farm store
// and a repair shop, round 10): thanked, never met with the price nor 'Vou ver isso'.
describe('praise after a visit', () => {
  it('is thanked, nothing sold', () => {
    for (const text of [
      'Atendimento do Batista foi ótimo, ambiente agradável, comida excelente…voltaremos.',
      'Garson Joel está de parabéns!! Excelente trabalho!!!',
      'Excelente prato , ótimo custo benefício e um atendimento exemplar do Sandro',
      'O dono é muito atencioso, bom e honesto, resolveu meu problema que ninguém conseguiu!!! Super indico…',
      'Melhor loja do mundooo!',
    ]) {
      const written = replies(text, relogios);
      expect(written[0], text).toMatch(/carinho|retorno|alegria/);
      for (const reply of written) expect(reply, text).not.toMatch(/R\$|Vou ver isso|Boa pergunta/);
    }
  });

  it('praise with a complaint is thanked and the complaint taken in', () => {
    const [first] = replies(
      'Comida e atendimento muito bons, ambiente abafado...ar condicionado muito quente.',
      relogios,
    );
    expect(first).toMatch(/melhorar/);
  });
});

// The closing fresh reading (CA111–132 of the course's list), each failure reproduced first.
describe('the closing fresh reading', () => {
  it('a depression left behind is good news, not a sorrow', () => {
    const text =
      'Como eu falei, desde q comecei minha vida mudou pra melhor. E nunca mais tive depressão.  Hj sou feluz';
    expect(replies(text, curso)[0]).not.toMatch(/Sinto muito/);
    expect(replies('Estou com depressão e sem forças', curso)[0]).toMatch(/^Sinto muito/);
  });

  it('thanks said at the end with "agradeço" are thanks', () => {
    expect(intentOf('mas novamente agradeço')).toBe('thanks');
  });
});

// Round 12's readings broadened two kinds; the whole set read again caught what they misread.
describe('what round 12 must not misread', () => {
  it('a card passed, asked about, is no card that failed (m592)', () => {
    const text = 'Mas no fato de ter passado o cartao nao vai ser cobrado?';
    expect(intentOfWith(text, emagrecedor)).not.toBe('complaint');
  });

  it('an exchange paid by boleto is about the order, not the boleto (m161)', () => {
    const text =
      'Comprei ontem e paguei com boleto. Gostaria de trocar o tamanho escolhido de G para GG. É possível? Antes do envio?';
    expect(replies(text, emagrecedor)[0]).toMatch(/o seu pedido/);
  });
});

describe("the customer's own things said back as theirs", () => {
  it('"Vcs tem todo meu cadastro aí" is looked up as "seu cadastro" (CA588, in its conversation)', () => {
    const reply = replies('Vcs tem todo meu cadastro aí', curso)[0]!;
    expect(reply).toMatch(/seu cadastro/);
    expect(reply).not.toMatch(/\bmeu\b/);
  });
});
