import { memberPageUrls } from '../../src/shared/routes.ts';

// What the journeys fill in: a complete product, and the member pages the server renders.

/** POST /api/products's body for a complete product named `nome`. */
export const sampleProduct = (nome: string) => ({
  nome,
  nicho: 'Doces e bolos',
  preco: 'R$ 15,00',
  canal_aquisicao: 'Instagram',
  cliente_ideal: 'Mães que trabalham fora',
  objecoes: 'Está caro',
  diferencial: 'Receita de família',
  processo_vendas: 'Fecho pelo WhatsApp',
  problema_resolve: 'Vontade de doce caseiro sem tempo',
  urgencia: 'Fornadas limitadas',
  garantia: 'Devolvo o dinheiro se não gostar',
  bonus: '',
});

/** Every page a signed-in member opens, each section of the dashboard apart (from the routes). */
export const MEMBER_PAGES = memberPageUrls;
