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
