import { describe, expect, it } from 'vitest';
import { materialOf, messageProblems, textProblems } from './message-check.ts';
import type { ProductInfo } from './product-info.ts';

const sofa: ProductInfo = {
  nome: 'Higienização de sofá 3 lugares a domicílio',
  nicho: 'Limpeza e higienização de estofados em Campinas',
  preco: 'R$ 180 à vista ou 2x no cartão',
  canal_aquisicao: 'Grupos de bairro no Facebook e indicação de clientes',
  cliente_ideal: 'Mães que trabalham fora, têm filhos pequenos e pets, 28 a 50 anos',
  objecoes: 'Está caro; vou ver com meu marido',
  diferencial: 'Produtos seguros para crianças e pets, sofá seco em 4 horas.',
  processo_vendas: 'Peço fotos do sofá, mando o orçamento e agendo o dia.',
  problema_resolve: 'Sofá manchado, com cheiro de xixi de pet e ácaro que dá alergia nas crianças',
  urgencia: 'Agenda de dezembro quase cheia',
  garantia: 'Se a mancha voltar em 7 dias, refaço sem custo.',
  bonus: null,
};
const excel: ProductInfo = {
  ...sofa,
  nome: 'Excel para RH',
  nicho: 'Curso online de planilhas para profissionais de RH',
  cliente_ideal: 'Analistas de RH entre 25 e 45 anos que perdem horas com planilhas',
  processo_vendas: 'Mando o link da Hotmart pelo WhatsApp.',
  problema_resolve: 'Perder horas montando folha de ponto e banco de horas na mão',
  objecoes: 'Não tenho tempo; já tem curso de graça no YouTube',
};
const said = {
  customerNeeds: 'Tem dois filhos pequenos e um cachorro',
  objection: 'Vou ver com meu marido',
};
const problemsOf = (text: string, product = sofa) =>
  messageProblems(text, materialOf(product, said));

describe('messageProblems', () => {
  it.each([
    'Oi, {nome}! Tudo bem? Eu cuido da limpeza de sofás aqui em Campinas.',
    'Costumo atender mães que trabalham fora, então acho que consigo te ajudar.',
    'Posso reservar o seu horário e te mandar o orçamento agora?',
    'Se a mancha voltar em 7 dias, refaço sem custo.',
    'Pelo que entendi, você tem dois filhos pequenos e um cachorro. Produtos seguros para crianças e pets, sofá seco em 4 horas.',
    'Olha só o que vem:\n- higienização\n- impermeabilização',
  ])('lets a sendable text through: %j', (text) => {
    expect(problemsOf(text)).toEqual([]);
  });

  it.each([
    [
      'the niche pasted',
      'Me conta: quando o assunto é limpeza e higienização de estofados em Campinas, o que você procura?',
      /pasted/,
    ],
    ['an age range', 'Costumo atender mães que trabalham fora, de 28 a 50 anos.', /age range/],
    ['an age range without "anos"', 'Atendo mães entre 28 e 50, que trabalham fora.', /age range/],
    [
      'a product’s noun for a service',
      'Quer que eu reserve o seu pedido?',
      /"pedido" for a service/,
    ],
    [
      'a delivery for a service',
      'Assim que confirmar, já combino a entrega com você.',
      /"entrega"/,
    ],
    [
      'the need twice',
      'Pelo que entendi, você tem dois filhos pequenos e um cachorro. Já que você tem dois filhos pequenos e um cachorro, vale a pena.',
      /need used twice/,
    ],
    ['bold', 'O **diferencial** é o produto seguro.', /markup/],
    ['a heading', '## Oferta\nSofá limpo em 4 horas.', /markup/],
    ['a markdown bullet', 'Inclui:\n* higienização\n* impermeabilização', /markup/],
    ['a placeholder', 'Oi, [nome]! Tudo bem?', /blank/],
    ['doubled spaces', 'Oi, tudo bem?  Posso te ajudar?', /doubled/],
  ])('flags %s', (_what, text, problem) => {
    expect(problemsOf(text).join('; ')).toMatch(problem);
  });

  it('reads the nouns by the kind of offer, and lets the member’s own words through', () => {
    expect(problemsOf('Quer que eu reserve o seu pedido?', excel).join()).toMatch(/for a course/);
    expect(problemsOf('Quer que eu reserve a sua vaga?', excel)).toEqual([]);
    const ordered = { ...excel, processo_vendas: 'O pedido é feito pelo site.' };
    expect(problemsOf('Quer que eu reserve o seu pedido?', ordered)).toEqual([]);
  });

  it('lets a customer’s quote through but not a field said as typed', () => {
    expect(problemsOf('Sobre o "Já tem curso de graça no YouTube": entendo.', excel)).toEqual([]);
    expect(
      problemsOf(
        'Muita gente vive isto: perder horas montando folha de ponto e banco de horas.',
        excel,
      ).join(),
    ).toMatch(/pasted/);
  });
});

describe('the product name inside a sentence', () => {
  it('flags a generic name typed with capitals, not a brand', () => {
    expect(problemsOf('Conseguiu pensar sobre Higienização de sofá 3 lugares?').join()).toMatch(
      /capitalised/,
    );
    expect(problemsOf('Conseguiu pensar sobre a higienização de sofá 3 lugares?')).toEqual([]);
    expect(problemsOf('Higienização de sofá 3 lugares: R$ 180.')).toEqual([]);
    expect(problemsOf('Conseguiu pensar sobre o Excel para RH?', excel)).toEqual([]);
  });
});

describe('a field pasted twice', () => {
  const wardrobe: ProductInfo = {
    ...sofa,
    nome: 'Guarda-roupa sapateira 4 colunas com cabideiro',
    diferencial:
      'Estrutura de 4 colunas com cabideiro, 3 prateleiras e sapateira; a cor vai conforme o estoque do dia',
  };
  const material = materialOf(wardrobe);

  it('is flagged, but the words it shares with the name said once are no second paste (SAP7)', () => {
    const named =
      'A cor vai conforme o estoque do dia. O guarda-roupa sapateira 4 colunas com cabideiro sai por R$ 119,90.';
    expect(textProblems(named, material)).toEqual([]);
    const twice =
      'A cor vai conforme o estoque do dia. Como te falei antes, a cor vai conforme o estoque do dia!';
    expect(textProblems(twice, material)).toContainEqual(
      expect.stringMatching(/pasted more than once/),
    );
  });
});
