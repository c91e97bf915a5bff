import { describe } from 'vitest';
import { itMaps } from '../../../../tests/helpers/it-maps.ts';
import { productInfo } from '../product-info.ts';
import { factsOf } from './facts.ts';
import { nounPhrase, withArticle } from './noun-phrase.ts';
import { productPhrase } from './reply-offer.ts';

// Issue 40: 'o corrente' was the article by the word's ending alone.
describe('the article a product’s first noun takes', () => {
  itMaps(
    (text: string) => withArticle(nounPhrase(text)),
    [
      ['corrente de prata', 'a corrente de prata'],
      ['bolsa de couro', 'a bolsa de couro'],
      ['relógio monitor cardíaco', 'o relógio monitor cardíaco'],
      ['tênis de corrida', 'o tênis de corrida'],
      ['camiseta básica', 'a camiseta básica'],
      ['kit 5 bermudas', 'o kit 5 bermudas'],
      ['curso de confeitaria', 'o curso de confeitaria'],
      ['mentoria de Instagram', 'a mentoria de Instagram'],
      ['óculos de sol', 'os óculos de sol'],
      ['lápis de cor', 'o lápis de cor'],
      ['bermudas de moletom', 'as bermudas de moletom'],
      ['filhote de Rottweiler', 'o filhote de Rottweiler'],
      ['película de vidro 3D', 'a película de vidro 3D'],
      ['site com catálogo', 'o site com catálogo'],
      ['xadrez magnético', 'o xadrez magnético'],
    ],
  );

  // The products of the reading set (tests/fixtures/real/customer-messages/messages.json); a
  // second capitalised word keeps the name's capitals (decision 029: read as a brand).
  const phrase = (nome: string) => productPhrase(factsOf(productInfo({ nome })).short!, nome);
  itMaps(phrase, [
    ['Corrente de prata 925 com pingente', 'a corrente de prata 925 com pingente'],
    ['Kit 10 relógios masculinos com caixinha', 'o kit 10 relógios masculinos com caixinha'],
    [
      'Relógio monitor cardíaco com cinta peitoral',
      'o relógio monitor cardíaco com cinta peitoral',
    ],
    ['Pulseira de borracha para relógio Invicta', 'a pulseira de borracha para relógio Invicta'],
    [
      'Maleta com jogo de chaves e soquetes 40 peças',
      'a maleta com jogo de chaves e soquetes 40 peças',
    ],
    ['Filhote de Rottweiler com pedigree', 'o filhote de Rottweiler com pedigree'],
    ['Película de vidro 3D', 'a película de vidro 3D'],
    ['Marmita do dia', 'a marmita do dia'],
    ['Site com catálogo e agenda de pedidos', 'o site com catálogo e agenda de pedidos'],
    ['Tênis de corrida', 'o tênis de corrida'],
    ['Bolsa de couro', 'a bolsa de couro'],
    ['Camiseta oversized', 'a camiseta oversized'],
    ['Mentoria de vendas', 'a mentoria de vendas'],
    ['Curso de bolos', 'o curso de bolos'],
  ]);
});
