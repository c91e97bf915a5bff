// Round 16: long turns, where a customer tells a story, a hardship and a question at once (the
// report's customer messages of 221 to 600 characters, L1–L20, SOURCES.md). Each failure of the
// first reading is reproduced here first; each reading is also tried on another seller's customer.
import { describe, expect, it } from 'vitest';
import {
  curso,
  nutri,
  padaria,
  perfume,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { repliesInTalk } from '../../../../tests/helpers/offline-replies.ts';
import type { ProductInfo } from '../product-info.ts';

type Turns = Parameters<typeof repliesInTalk>[0];
const first = (product: ProductInfo, ...turns: Turns) => repliesInTalk(turns, product)[0]!;
const said = (product: ProductInfo, text: string) => first(product, ['customer', text]);

describe('round 16: long turns', () => {
  it('a better price asked in hardship is looked into with care, not pitched (L9)', () => {
    const reply = said(
      curso,
      'Bom dia, você é a Sueli, que falou comigo ontem. Meu nome é Rosana, eu sou aluna da turma obsidiana, já recebi as ofertas de renovação e eu queria saber se eu tenho como pleitear um preço um pouquinho melhor, porque eu estou com dificuldades financeiras, porque eu queria muito continuar. Eu posso pedir isso a você? É aqui que eu falo sobre isso?',
    );
    expect(reply).not.toMatch(/garanta a sua vaga|R\$/);
    expect(reply).toMatch(/Entendo o momento/);
    expect(reply).toMatch(/o que consigo fazer/);
    // Without a hardship, a better price is still a price of their own, never a sale.
    const bread = said(padaria, 'Faz um preço melhor pra 3 pães?');
    expect(bread).not.toMatch(/separe o seu pedido/);
    expect(bread).toMatch(/consigo/);
  });

  it('a way to pay in an "if I had" question is no choice of it (L20)', () => {
    const reply = said(
      curso,
      'Nossa? Vocês não sabem dar essa informação? \nEntão me responda, se eu tivesse comprado direto no cartão, meu acesso seria diferente?',
    );
    expect(reply).not.toMatch(/link do cartão|Pode ser no cartão/);
    expect(reply).toMatch(/Vou confirmar/);
    const pix = said(padaria, 'Se eu pagasse no pix, sairia mais barato?');
    expect(pix).not.toMatch(/Pode ser no Pix|chave Pix/);
  });

  it('good results told are met with gladness (L5)', () => {
    const reply = said(
      curso,
      'De verdade, mesmo sem me dedicar ao curso da maneira devida por conta de problemas pessoais e de saúde, tenho tido bons resultados com o pouco que estudei. Inclusive, consegui até "salvar" o meu gato nesta semana com um gráfico.',
    );
    expect(reply).toMatch(/Que bom|Que alegria|Adorei/);
    expect(said(nutri, 'Já tive ótimos resultados com a dieta, perdi 4 kg!')).toMatch(
      /Que bom|Que alegria|Adorei/,
    );
    expect(said(nutri, 'Não tive bons resultados com a dieta')).not.toMatch(/Que bom|Que alegria/);
  });

  it('a course paid and not reachable is an access trouble, not a payment to check (L14)', () => {
    const reply = said(
      curso,
      'E também eu paguei o curso S.O.S.R.T. Também paguei esse curso à vista, porque foi um pacoteão que eu pude comprar. Agora, eu quero saber como é que vai ficar a minha situação, porque vou ficar cortada de não poder assistir esse último curso que eu não estou conseguindo entrar. Estou perdida, sinceramente.',
    );
    expect(reply).not.toMatch(/Assim que cair|conferir o pagamento/);
    expect(reply).toMatch(/acesso/);
  });

  it('help promised and not given is met with an apology (L17)', () => {
    const reply = said(
      curso,
      'Então, você falou que ia me ajudar no cancelamento, você perguntou se queria eu mesmo cancelar ou que você cancelasse por aí, só que até agora você ainda não me mostrou isso, né? Então tem que ter uma transparência.',
    );
    expect(reply).not.toMatch(/Boa pergunta/);
    expect(reply).toMatch(/desculpa/i);
    const perfumeReply = said(
      perfume,
      'Você disse que ia me mandar as fotos do de 100 ml e até agora nada',
    );
    expect(perfumeReply).toMatch(/desculpa/i);
  });

  it('thanks with a money hardship are thanked and the hardship heard (L8)', () => {
    const reply = said(
      curso,
      'Bom dia Sueli, muito obrigada por sua disponibilidade mais uma vez, principalmente num domingo tão cedo. Sou profissional de saúde, ganho pouco, estou com dificuldades, recebi um aviso com a proposta de renovação, mas está muito pesado para mim.',
    );
    expect(reply).toMatch(/agradeço/i);
    expect(reply).toMatch(/Entendo/);
    expect(reply).not.toMatch(/Vou ver isso|R\$|vaga/);
  });
});

describe('round 16: a hardship in a talk under way', () => {
  it('no debt to take on while the card is a problem is heard, no other way pressed (L15)', () => {
    const reply = first(
      curso,
      ['seller', 'Pra entrar é um pagamento único de R$ 4.788,00 (pode parcelar no cartão).'],
      [
        'customer',
        'Oi, querida, mas enquanto não resolver esse problema do Onyx, eu não posso entrar numa dívida, porque não vou ter como pagar, filha. É um pouco caro para mim, eu não tenho como pegar esse compromisso enquanto não resolver o problema do cartão.',
      ],
    );
    expect(reply).not.toMatch(/outra forma/);
    expect(reply).toMatch(/Entendo/);
  });
});
