// Issue 40: the five objection answers read by a person for the held-out half of the reading set
// (tests/fixtures/real/customer-messages, judged/2026-11-28-2-heldout-objections.tsv): none of the
// 25 could be sent. Each answered a technique instead of the customer: the words quoted back,
// testimonials nobody has, coach sayings, a field pasted as a sentence, and the coupon, the
// silver, the final price, the R$ 1.800 and "vou ver com a mãe" left unanswered.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../../tests/helpers/seeded.ts';
import { answerSetProblems } from '../answer-quality.ts';
import { productInfo } from '../product-info.ts';
import { writeObjectionAnswers } from './objection-writer.ts';
import { curso, padaria } from '../../../../tests/fixtures/real/customer-messages/products.ts';

const ferramentas = productInfo({
  nome: 'Maleta com jogo de chaves e soquetes 40 peças',
  nicho: 'Ferramentas',
  preco: 'R$ 129,90 ou 3x de R$ 43,30',
  diferencial: 'Aço cromo-vanádio, maleta completa, com nota fiscal',
  processo_vendas:
    'Fecho pelo WhatsApp, recebo no Pix, boleto ou cartão pelo link e envio pelos Correios.',
  problema_resolve: 'Não ter a chave certa na hora do conserto',
  garantia: 'Garantia de 6 meses',
});
const correntes = productInfo({
  nome: 'Corrente de prata 925 com pingente',
  nicho: 'Joias em prata',
  preco: 'R$ 169,90 ou 3x de R$ 56,63',
  diferencial: 'Prata 925 maciça com certificado e caixinha para presente',
  processo_vendas:
    'Pedido pelo WhatsApp, pagamento no Pix ou cartão em até 3x e envio pelos Correios com rastreio.',
  problema_resolve: 'Corrente que escurece e dá alergia',
  garantia: 'Garantia vitalícia da prata',
  bonus: 'Caixinha para presente',
  urgencia: 'Tamanhos de 60 e 70 cm acabando',
});
const filhotes = productInfo({
  nome: 'Filhote de Rottweiler com pedigree',
  nicho: 'Criação de cães',
  preco: 'R$ 2.000,00',
  diferencial: 'Filhotes vacinados, vermifugados e com pedigree; os pais ficam no canil',
  processo_vendas:
    'A pessoa escolhe pelo WhatsApp com fotos e vídeos, paga um sinal no Pix e o restante na entrega; envio por transporte especializado de animais.',
  problema_resolve: 'Medo de comprar cachorro doente ou sem procedência',
  urgencia: 'Restam poucos filhotes da ninhada',
  garantia: 'Garantia de saúde de 30 dias',
  bonus: 'Kit com ração e carteira de vacinação',
});
const site = productInfo({
  nome: 'Site com catálogo e agenda de pedidos',
  nicho: 'Sites para pequenos negócios',
  preco: 'R$ 300,00 mais a hospedagem',
  diferencial: 'Faço o site com os seus kits e deixo você editar preços e fotos',
  processo_vendas:
    'Combino pelo WhatsApp, recebo metade no Pix para começar e o resto na entrega do site.',
  problema_resolve: 'Cliente perguntando tudo no privado e a agenda no caderno',
  garantia: 'Ajustes grátis no primeiro mês',
});

/** What a seller would not send, whatever the objection: the readers' reasons, as patterns. */
const COACHING =
  /depoimento|relatos?\b|investimento, não um gasto|mais barato do que continuar|outro lado disso|no escuro|proposta|na prática|fico feliz|sinceridade|te impede|não é a única|quem chega em dúvida|o problema continua|experimentar/i;

const answersTo = (product: typeof site, objection: string, seed = 1) =>
  writeObjectionAnswers({ product, customerNeeds: '', objection }, seeded(seed));

describe('objection answers that answer the customer (held-out failures)', () => {
  const cases = [
    {
      id: 'm178',
      product: ferramentas,
      objection: 'Você não pode fazer um cupom de desconto pra mim?',
      every: /desconto/i,
    },
    {
      id: 'm246',
      product: correntes,
      objection: 'É prata mesmo ou é aço? Se eu comprar,vou ver a veracidade.',
      every: /prata 925/i,
    },
    {
      id: 'm266',
      product: filhotes,
      objection: 'Aquele seria o valor final ou há possibilidade de desconto?',
      every: /desconto/i,
    },
    {
      id: 'm267',
      product: filhotes,
      objection: 'Abaixa o preço aí para mim eu pago 1800',
      every: /R\$ 1\.800,00/,
    },
    { id: 'm367', product: site, objection: 'vou ver com a mãe', every: /./ },
  ];

  for (const { id, product, objection, every } of cases) {
    it(`${id}: "${objection}" — every answer speaks to it, none quotes it or coaches`, () => {
      for (const seed of [1, 2, 3]) {
        const answers = answersTo(product, objection, seed);
        expect(answerSetProblems(answers, { product, customerNeeds: '', objection })).toEqual([]);
        for (const { content } of answers) {
          expect(content, content).toMatch(every);
          expect(content, content).not.toContain('"');
          expect(content, content).not.toMatch(COACHING);
          // A field is said in a sentence, never pasted as one ('Garantia de 6 meses.').
          expect(content, content).not.toMatch(/(?:^|[.!?] )Garantia [^.!?]*\./);
        }
      }
    });
  }

  it('m224, m233: a discount asked on a condition is looked into on that condition', () => {
    for (const [objection, condition] of [
      ['Desconto sem pingente?', /sem pingente/i],
      ['Tem desconto na compra de 4 correntes?', /levando 4/i],
    ] as const) {
      for (const { content } of answersTo(correntes, objection)) {
        expect(content, content).toMatch(condition);
      }
    }
  });

  it('m367: "vou ver com a mãe" is given time, not pushed to close now', () => {
    const answers = answersTo(site, 'vou ver com a mãe').map((a) => a.content);
    expect(answers.join(' ')).toContain('sua mãe');
    for (const answer of answers) expect(answer, answer).not.toMatch(/\bagora\b|reserv/i);
  });

  it('a counter-offer is never accepted nor argued with: the seller will see', () => {
    for (const { content } of answersTo(filhotes, 'Abaixa o preço aí para mim eu pago 1800')) {
      expect(content, content).not.toMatch(/\b(?:claro|fechado|pode ser|combinado)\b/i);
      expect(content, content).toMatch(/\bver\b|consigo|confirm/i);
    }
  });
});

// The held-out objections read again 2026-11-29 (round 6): 22 of 50 sendable before these.
describe('objection answers, read again on the held-out half', () => {
  it('m590: a customer who gave up is let go kindly, the door left open, nothing pushed', () => {
    const objection = 'Tá saindo do mesmo jeito, deixa pra lá, obrigada pela atenção';
    const answers = answersTo(correntes, objection);
    expect(
      answerSetProblems(answers, { product: correntes, customerNeeds: '', objection }),
    ).toEqual([]);
    for (const { content } of answers) {
      expect(content, content).toMatch(/Se mudar de ideia, é só me chamar/);
      expect(content, content).not.toMatch(/separe|Posso te mandar|Assim fica melhor/);
    }
  });

  it('m559: two freights paid are looked into as one, first', () => {
    const objection = 'Saiu mais caro ainda, 197,00 o frete saiu 65 contínuo pagando dois frentes';
    for (const { content } of answersTo(ferramentas, objection)) {
      expect(content, content).toMatch(/num frete só/);
    }
  });

  it('the differential is recalled as a seller says it, never "Só te conto"', () => {
    for (const { content } of [
      ...answersTo(ferramentas, 'Achei caro'),
      ...answersTo(site, 'vou ver com a mãe'),
    ]) {
      expect(content, content).not.toMatch(/te conto/i);
    }
    expect(answersTo(ferramentas, 'Achei caro')[1]!.content).toMatch(
      /^Vale lembrar: aço cromo-vanádio/,
    );
  });
});

// Read 2026-11-29 on the service and course (tuned on): 5 of 20 sendable before.
describe('objection answers to a service and a course', () => {
  const sofa = productInfo({
    nome: 'Higienização de sofá a domicílio',
    nicho: 'Limpeza e higienização',
    preco: 'R$ 180,00 o sofá de 3 lugares',
    diferencial: 'Produtos seguros para crianças e pets, secagem em 4 horas',
    processo_vendas: 'Agendo pelo WhatsApp; recebo no Pix ou cartão depois do serviço.',
    garantia: 'Se a mancha voltar em 7 dias, refaço sem custo',
  });
  const excel = productInfo({
    nome: 'Curso Excel do Zero ao Dashboard',
    nicho: 'Cursos online',
    preco: '12x de R$ 29,70 ou R$ 297,00 à vista',
    diferencial: 'Aulas curtas de 10 minutos, planilhas prontas para baixar',
    processo_vendas: 'Mando o link de pagamento, o acesso chega no e-mail na hora.',
    garantia: '7 dias de garantia incondicional',
  });

  it('"demora pra secar?" is answered first, with the field that says how long', () => {
    for (const { content } of answersTo(sofa, 'Demora muito pra secar?')) {
      expect(content, content).toMatch(/^Não demora, não: secagem em 4 horas\./);
    }
  });

  it('says a fact once, and a guarantee that names itself once', () => {
    for (const { content } of answersTo(excel, 'Não tenho tempo agora')) {
      expect(content.match(/aulas curtas de 10 minutos/gi)?.length ?? 0, content).toBeLessThan(2);
      expect(content, content).not.toMatch(/garantia de 7 dias de garantia/);
    }
  });

  it('a discount got already asks for none, and the launch’s date is no deadline of theirs', () => {
    const answers = answersTo(
      excel,
      'Recebi um desconto de vcs pra entrar no SOS RT, mas estou de olho no lançamento do dia 11.. faz sentido esperar, certo?',
    );
    for (const { content } of answers) {
      expect(content, content).not.toMatch(/desconto|Como você precisa disso/);
    }
  });

  it('"já tentei no YouTube e não consegui" doubts it works, it is no cheaper place', () => {
    const [first] = answersTo(excel, 'Já tentei aprender no YouTube e não consegui');
    expect(first!.content).not.toMatch(/comparar/);
  });
});

// Round 10's objection reading: real objections of a course's, a practice's and a bakery's
// customers (luvia-agent-2, Bugalicius/anna, django-shopman), each failure reproduced first.

describe('objections of round 10', () => {
  it('no money at all is heard, not asked "é mais o valor?", and never pushed', () => {
    for (const objection of [
      'Eu não tenho condições de pagar',
      'Estou muito apertada financeiramente',
      'Eu estou pagando o curso Ônix eu não tenho dinheiro para pagar outro curso',
    ]) {
      const answers = writeObjectionAnswers(
        { product: curso, customerNeeds: '', objection },
        seeded(1),
      );
      for (const a of answers) {
        expect(a.content, objection).not.toMatch(
          /É mais o valor|separe a sua vaga|abre dia 11|garantia incondicional\. Ficou/,
        );
      }
      expect(answerSetProblems(answers, { product: curso, customerNeeds: '', objection })).toEqual(
        [],
      );
      // The fifth pushes nothing, so it is not called 'Urgência'.
      expect(answers[4]!.title, objection).toBe('Combinar o próximo passo');
    }
  });

  it('a delivery fee that lost the sale is met with the pickup the process offers', () => {
    const answers = writeObjectionAnswers(
      {
        product: padaria,
        customerNeeds: '',
        objection: 'Acabei pedindo em outro lugar para compensar a taxa de entrega',
      },
      seeded(1),
    );
    expect(answers.some((a) => /retirar/.test(a.content))).toBe(true);
  });
});

// Round 11's objection reading (nine real objections of the course's customers, CA287 on), its
// failures reproduced after it was judged.
describe('round 11: a way to pay they lack, a try gone by, time asked for', () => {
  const answers = (objection: string) =>
    writeObjectionAnswers({ product: curso, customerNeeds: '', objection }, seeded(1)).map(
      (a) => a.content,
    );

  it('"sem cartão, só tenho o pix" and "sem limite" are offered the Pix, never the card', () => {
    for (const objection of ['Estou sem cartão.. \nsó tenho o pix.', 'Estou sem limite']) {
      const all = answers(objection);
      for (const answer of all) expect(answer, objection).toMatch(/Pix/);
      expect(all.join(' '), objection).not.toMatch(/12x|cartão/);
    }
  });

  it('"Te tentei até dia 12.11 e desisti" is no deadline of hers', () => {
    for (const answer of answers('Te tentei até dia 12.11 e desisti')) {
      expect(answer).not.toMatch(/até o dia 12|precisa disso/);
    }
  });

  it('one who will look at it calmly is told the instalments for later, not pressed', () => {
    const [, , pay] = answers('Vou ver com calma amanhã');
    expect(pay).toMatch(/^Quando decidir/);
    expect(pay).not.toMatch(/Assim fica melhor pra você\?/);
  });
});
