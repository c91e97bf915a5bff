import { describe } from 'vitest';
import { itMaps } from '../../../../tests/helpers/it-maps.ts';
import { normalized } from './chat-text.ts';

describe('normalized, customers’ words as the intent patterns read them', () => {
  itMaps(normalized, [
    ['Qto tá o KIT???', 'quanto ta o kit???'],
    ['vou ver c meu marido', 'vou ver com meu marido'],
    ['da pra parcelar em 3x?', 'da para parcelar em 3 vezes?'],
    ['carooooo 😬😬', 'caro'],
    ['vc entrega p/ Valinhos?', 'voce entrega para valinhos?'],
    ['<Mídia oculta>', ''],
    ['áudio ocultado', ''],
    ['IMG-20251120-WA0003.jpg (arquivo anexado) olha esse', 'olha esse'],
  ]);
});
