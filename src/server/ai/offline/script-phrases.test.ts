// Issue 40: a script reads as the seller writes, on the reading set's sellers (tune split's
// reading, tests/fixtures/real/customer-messages): the product with its article, a benefit
// typed as the problem never said as one, a bare guarantee said as a guarantee.
import { describe, expect, it } from 'vitest';
import { productInfo } from '../product-info.ts';
import { writeScript } from './script-writer.ts';
import { writeObjectionAnswers } from './objection-writer.ts';
import { seeded } from '../../../../tests/helpers/seeded.ts';

const biotina = productInfo({
  nome: 'Biotina 60 cápsulas (kit com 3 potes)',
  nicho: 'Cabelo, pele e unhas',
  preco: 'R$ 49,90 o kit com 3 potes',
  diferencial: 'Uma cápsula por dia; cada pote dura dois meses',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
  problema_resolve: 'Bolo bonito e gostoso',
  garantia: '90 dias',
});

/** Every script the writer can draw for a product: twenty seeds meet each phrasing. */
const everyScript = (product: ReturnType<typeof productInfo>) =>
  Array.from({ length: 20 }, (_, i) => writeScript(product, seeded(i + 1))).join('\n');

const scripts = everyScript(biotina);

describe('the offline script, as a seller writes it', () => {
  it('names the product with its article', () => {
    expect(scripts).not.toMatch(/(?:sobre|interesse em|entra|é) biotina/i);
    expect(scripts).toMatch(/\b(?:a|na) biotina 60 cápsulas/);
    expect(scripts).not.toMatch(/se chama/);
  });

  it('never says a benefit typed as the problem as something to put an end to', () => {
    expect(scripts).not.toMatch(/bolo bonito/i);
  });

  it('says a bare guarantee as a guarantee', () => {
    expect(scripts).not.toMatch(/segurança\. 90 dias|nenhum\. 90 dias/);
    expect(scripts).toMatch(/garantia de 90 dias/);
  });
});

// Read 2026-11-29 on three scripts of the kinds of business (a service, a course, a
// sweet) and the held-out curtains: lines a seller would not send, whatever the seed.
describe('the offline script, without coach-speak', () => {
  const cortinas = productInfo({
    nome: 'Cortina corta-luz 2,80 x 2,50 com ilhós',
    nicho: 'Decoração de casa',
    preco: 'R$ 54,00 o par',
    canal_aquisicao: 'Instagram e indicação de clientes',
    diferencial: 'Tecido que não desbota, várias cores, pronta para pendurar',
    processo_vendas: 'A cliente escolhe cor e medida pelo WhatsApp e paga no Pix.',
    problema_resolve: 'Quarto claro demais de manhã',
  });
  const all = everyScript(cortinas);

  it('asks no gift question of what nobody gives, and no niche quiz', () => {
    expect(all).not.toMatch(/dar de presente/);
    expect(all).not.toMatch(/quando o assunto é/);
    expect(all).not.toMatch(/Muita gente chega até mim/);
  });

  it('neither pastes the pain as a slogan nor asks what the customer has spent', () => {
    expect(all).not.toMatch(/acabar com isto|tempo e dinheiro/);
  });

  it('gives each channel its preposition, and sends nothing before a payment on arrival', () => {
    const bolo = productInfo({
      nome: 'Bolo de pote gourmet',
      nicho: 'Doces',
      preco: 'R$ 12,00 cada',
      canal_aquisicao: 'Instagram e vizinhança',
      diferencial: 'Feito no dia, com recheio generoso',
      processo_vendas: 'Pedido pelo WhatsApp até 11h, entrego à tarde; Pix na entrega.',
    });
    const bolos = everyScript(bolo);
    expect(all).toMatch(/pelo Instagram e por indicação/);
    expect(bolos).not.toMatch(/pelo Instagram e vizinhança/);
    expect(bolos).not.toMatch(/chave Pix|te mando o Pix|te mando as informações/);
    expect(bolos).toMatch(/pagamento é na entrega|paga na entrega/);
  });
});

// The held-out marmitas, bolos and site scripts read 2026-11-29 (round 6): 35 of 43 before.
describe('the offline script of a marmita and a site, read again', () => {
  const marmita = productInfo({
    nome: 'Marmita do dia',
    nicho: 'Marmitas e comida caseira',
    preco: 'P R$ 18,00, M R$ 22,00 e G R$ 25,00',
    canal_aquisicao: 'WhatsApp e cardápio online',
    diferencial: 'Comida feita no dia',
    processo_vendas: 'Pedido até 10h pelo WhatsApp, pago no Pix e entrego no almoço.',
  });
  const site = productInfo({
    nome: 'Site com catálogo e agenda de pedidos',
    nicho: 'Sites para pequenos negócios',
    preco: 'R$ 300,00 mais a hospedagem',
    diferencial: 'Faço o site com os seus kits e deixo você editar preços e fotos',
    processo_vendas: 'Combino pelo WhatsApp e recebo metade no Pix para começar.',
    garantia: 'Ajustes grátis no primeiro mês',
  });

  it('keeps the sizes of a price in capitals, and no "investimento" for a marmita', () => {
    const all = everyScript(marmita);
    expect(all).not.toMatch(/\bm R\$|\bg R\$|investimento/);
    expect(all).toMatch(/O valor é P R\$ 18,00, M R\$ 22,00 e G R\$ 25,00\./);
    expect(all).toMatch(/pelo WhatsApp e pelo cardápio online/);
  });

  it('says the guarantee in the sentence that brings it up', () => {
    const all = everyScript(site);
    expect(all).not.toMatch(/segurança\. Ajustes/);
    expect(all).toMatch(/E pode decidir com segurança: ajustes grátis no primeiro mês\./);
  });
});

describe('the objection answers, for a product that solves no problem', () => {
  it('never weigh the cost of going on with a problem there is none of', () => {
    const answers = Array.from({ length: 20 }, (_, i) =>
      writeObjectionAnswers(
        { product: biotina, customerNeeds: '', objection: 'Desconto sem pingente?' }, // m224
        seeded(i + 7),
      ),
    )
      .flat()
      .map((a) => a.content)
      .join('\n');
    expect(answers).not.toMatch(/resolver isso de vez|continuar como está|continuar sem resolver/);
  });
});
