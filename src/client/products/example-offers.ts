import type { Product } from '#shared/products.ts';

/**
 * The price, guarantee and bonus of each example product ('Começar com um exemplo'): invented,
 * so a product that still has one of them unchanged would put a made-up price or promise in a
 * real message. Apart from the examples' long texts, which load only with their dialog, so the
 * product cards and pickers can tell such a product without loading them.
 */
export interface ExampleOffer {
  preco: string;
  garantia: string;
  bonus: string;
}

export const exampleOffers = {
  'roupas-e-moda': {
    preco: 'R$ 129,90 ou 3x de R$ 43,30',
    garantia:
      'Troca grátis em até 7 dias se não servir ou se você não gostar, com a peça sem uso e com etiqueta.',
    bonus: 'Quem fecha hoje ganha frete grátis na cidade e um cupom de 10% na próxima compra.',
  },
  cosmeticos: {
    preco: 'R$ 119,90 em até 3x sem juros',
    garantia: 'Se o seu cacho não melhorar em 30 dias de uso, devolvo o seu dinheiro.',
    bonus: 'Guia de rotina capilar em PDF, touca de cetim e frete grátis nas compras no Pix.',
  },
  'doces-e-bolos': {
    preco: 'R$ 14 (5 por R$ 60)',
    garantia:
      'Se o pote chegar amassado ou diferente do combinado, troco na hora ou devolvo o valor.',
    bonus:
      'Na compra de 5 potes, o sexto sai grátis; encomendas de festa ganham 10 brigadeiros de cortesia.',
  },
  marmitas: {
    preco: 'R$ 189,90 o kit com 10',
    garantia:
      'Se não gostar de algum sabor do primeiro kit, troco por outro no pedido seguinte sem custo.',
    bonus:
      'No primeiro pedido, frete grátis e uma bolsa térmica para levar a marmita para o trabalho.',
  },
  'cursos-online': {
    preco: 'R$ 297 ou 12x de R$ 30,72',
    garantia:
      'Garantia incondicional de 7 dias: se não gostar, você pede o reembolso pela Hotmart e recebe 100% do valor.',
    bonus:
      'Pacote com 50 planilhas prontas, uma mentoria ao vivo em grupo e um módulo de Excel para entrevistas de emprego.',
  },
  'servicos-de-beleza': {
    preco: 'R$ 60 (retorno por R$ 45)',
    garantia: 'Se não ficar satisfeita, faço o ajuste gratuito em até 5 dias após o atendimento.',
    bonus:
      'No primeiro atendimento, a hidratação dos fios sai grátis e você ganha um cartão fidelidade: a cada 5 visitas, a sexta é por minha conta.',
  },
  consultoria: {
    preco: 'R$ 900 ou 3x de R$ 300',
    garantia:
      'Se depois do primeiro encontro você achar que não valeu a pena, devolvo 100% do valor pago.',
    bonus:
      'Planilha de precificação pronta e uma revisão do fluxo de caixa 60 dias depois, sem custo.',
  },
  artesanato: {
    preco: 'R$ 160 o kit ou 2x de R$ 80',
    garantia: 'Se a peça chegar com defeito ou diferente do combinado, refaço sem custo.',
    bonus:
      'Quem fecha o kit ganha 4 porta-guardanapos de crochê na mesma cor e embalagem para presente.',
  },
  suplementos: {
    preco: 'R$ 129,90 no Pix',
    garantia:
      'Produto original garantido: se o lacre estiver violado ou houver qualquer defeito, troco na hora.',
    bonus: 'Coqueteleira de brinde e frete grátis na cidade nas compras no Pix.',
  },
  'pet-shop': {
    preco: 'R$ 75 ou 4 banhos por R$ 260',
    garantia:
      'Se você não gostar do resultado da tosa, refazemos o acabamento em até 48 horas sem custo.',
    bonus:
      'No primeiro banho, hidratação dos pelos e corte de unhas grátis, mais uma bandana de presente.',
  },
} satisfies Record<string, ExampleOffer>;

const invented = {
  preco: new Set(Object.values(exampleOffers).map((o) => o.preco)),
  garantia: new Set(Object.values(exampleOffers).map((o) => o.garantia)),
  bonus: new Set(Object.values(exampleOffers).map((o) => o.bonus)),
};

/** The words of the mark, on the product's card and in the pickers. */
export const EXAMPLE_MARK = 'Exemplo: troque preço, garantia e bônus';

/**
 * True while the product keeps an example's price, guarantee or bonus as it came: the member
 * has not yet put their own in. Editing all three (or clearing the optional two) ends it.
 */
export function keepsExampleOffer(product: Pick<Product, 'preco' | 'garantia' | 'bonus'>): boolean {
  return (['preco', 'garantia', 'bonus'] as const).some((field) => {
    const value = product[field]?.trim();
    return !!value && invented[field].has(value);
  });
}
