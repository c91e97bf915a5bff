import type { ProductFieldName } from '#shared/products.ts';

/**
 * What to write in each product field: the form is presented as the 9-question diagnosis of the
 * Help Center (niche, ideal client, average ticket, acquisition channel, client pains, closing
 * objections, exclusive differentiators, current sales process, main goal), plus the product's
 * name and the two optional fields (garantia, bonus). Every example and placeholder fits its
 * field's maximum length, and so does an example a hint gives ('Ex.: …').
 */
export interface FieldGuide {
  /** One sentence telling the seller what to write. */
  hint: string;
  placeholder: string;
  /** A specific answer, the kind that makes a good script. */
  good: string;
  /** A vague, generic answer, the kind to avoid. */
  bad: string;
  /** 1..9 for the nine diagnosis questions, in the Help Center's order; absent for the extras. */
  question?: number;
}

export const fieldGuide: Record<ProductFieldName, FieldGuide> = {
  nome: {
    hint: 'Escreva o nome do jeito que o cliente vai ver na conversa, com tamanho, sabor ou versão se houver.',
    placeholder: 'Ex.: Kit Cachos Definidos com 3 produtos',
    good: 'Bolo de pote de ninho com morango (250 ml)',
    bad: 'Bolo',
  },
  nicho: {
    question: 1,
    hint: 'Diga em que mercado você atua, do jeito mais específico que conseguir.',
    placeholder: 'Ex.: Moda fitness feminina plus size',
    good: 'Marmitas fit congeladas para quem trabalha e treina',
    bad: 'Alimentação',
  },
  cliente_ideal: {
    question: 2,
    hint: 'Descreva quem mais compra de você: idade, rotina, onde mora e o que essa pessoa valoriza.',
    placeholder: 'Ex.: Mulheres de 30 a 45 anos que trabalham fora e compram pelo celular à noite',
    good: 'Mães de 25 a 40 anos que trabalham fora, moram na zona sul de São Paulo e não têm tempo de cozinhar durante a semana.',
    bad: 'Mulheres',
  },
  preco: {
    question: 3,
    hint: 'Informe quanto custa, em média, o que você vende, em poucas palavras. Ex.: R$ 297 ou 12x de R$ 29,70',
    placeholder: 'Ex.: R$ 149,90 em até 3x',
    good: 'R$ 89,90 ou 3x sem juros',
    bad: 'Varia',
  },
  canal_aquisicao: {
    question: 4,
    hint: 'Conte de onde vêm os clientes que chegam no seu WhatsApp e qual canal traz mais gente.',
    placeholder: 'Ex.: Instagram, indicação de clientes e grupos de WhatsApp',
    good: 'Instagram (Reels e link na bio), indicação de clientes e grupos de WhatsApp do bairro',
    bad: 'Internet',
  },
  problema_resolve: {
    question: 5,
    hint: 'Explique a dor que o seu cliente sente antes de comprar e o que muda na vida dele depois.',
    placeholder: 'Ex.: Não ter tempo de cozinhar e acabar pedindo lanche caro todo dia',
    good: 'Perder até 5 kg em 30 dias sem academia e sem passar fome, para quem já tentou dieta da internet e desistiu na segunda semana.',
    bad: 'Ajudo a emagrecer',
  },
  objecoes: {
    question: 6,
    hint: 'Liste o que os clientes dizem antes de desistir, com as mesmas palavras que eles usam.',
    placeholder: "Ex.: 'Tá caro', 'vou ver com meu marido', 'depois eu te chamo'",
    good: 'Dizem que está caro e que vão pensar; comparam com a loja do shopping e perguntam se o tamanho serve antes de pagar.',
    bad: 'Preço',
  },
  diferencial: {
    question: 7,
    hint: 'Mostre por que comprar de você e não do concorrente, com fatos que o cliente consegue conferir.',
    placeholder: 'Ex.: Entrega no mesmo dia na cidade e troca grátis em 7 dias',
    good: 'Entrega no mesmo dia, 2 anos de garantia e atendimento pelo WhatsApp com a própria dona da loja.',
    bad: 'Qualidade e bom atendimento',
  },
  processo_vendas: {
    question: 8,
    hint: 'Descreva como você vende hoje, do primeiro contato até o pagamento, e em que ponto o cliente costuma sumir.',
    placeholder:
      'Ex.: Cliente chama no direct, passo para o WhatsApp, mando o catálogo e fecho no Pix',
    good: 'A cliente chama pelo link da bio, mando fotos e a tabela de preços, tiro dúvidas de tamanho e fecho no Pix. Muitas somem depois que recebem o preço.',
    bad: 'Vendo pelo WhatsApp',
  },
  urgencia: {
    question: 9,
    hint: 'Conte por que vale a pena comprar agora (estoque, prazo ou condição especial) e qual é a sua meta com essas vendas.',
    placeholder: 'Ex.: Preço de lançamento só até sexta; meta de 30 vendas no mês',
    good: 'Só restam 12 peças da nova coleção e o frete grátis vai até domingo. Minha meta é vender 40 kits este mês.',
    bad: 'Compre logo',
  },
  garantia: {
    hint: 'Diga o que você oferece se o cliente não ficar satisfeito e em qual prazo, ou deixe em branco se não tiver.',
    placeholder: 'Ex.: Troca grátis em até 7 dias após o recebimento',
    good: '7 dias para troca ou devolução do dinheiro, sem perguntas, e o frete da troca é por minha conta.',
    bad: 'Garantia total',
  },
  bonus: {
    hint: 'Conte o que o cliente ganha a mais ao fechar com você, ou deixe em branco se não tiver.',
    placeholder: 'Ex.: Frete grátis e um mimo surpresa nas compras acima de R$ 150',
    good: 'Quem fecha hoje ganha uma nécessaire e uma amostra do sérum facial, e o frete sai grátis.',
    bad: 'Brindes',
  },
};
