/** What the AI engines know of a product: the product's twelve fields. */
export interface ProductInfo {
  nome: string;
  nicho: string;
  preco: string;
  canal_aquisicao: string;
  cliente_ideal: string;
  objecoes: string;
  diferencial: string;
  processo_vendas: string;
  problema_resolve: string;
  urgencia: string;
  garantia: string | null;
  bonus: string | null;
}

/** A product with only some fields filled (a name typed on a customer, a test's product): the rest blank. */
export const productInfo = (fields: Partial<ProductInfo>): ProductInfo => ({
  nome: '',
  nicho: '',
  preco: '',
  canal_aquisicao: '',
  cliente_ideal: '',
  objecoes: '',
  diferencial: '',
  processo_vendas: '',
  problema_resolve: '',
  urgencia: '',
  garantia: null,
  bonus: null,
  ...fields,
});
