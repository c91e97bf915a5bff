import { offlineFallbackAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { productInfo } from '../src/server/ai/product-info.ts';
const bolo = productInfo({ nome: 'Bolo de Pote Gourmet', preco: 'R$ 12,00' });
console.log(offlineFallbackAnswers({ product: bolo, customerNeeds: 'Um doce para a reunião de sexta', objection: 'Vou ver com meu marido' }));
