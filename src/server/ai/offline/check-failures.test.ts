// Replies the offline writer wrote that its own runtime check refuses (reply-quality.ts), found
// by answering every customer message of the course's report in its conversation (SOURCES.md,
// rounds 11–16). Each is reproduced here first: the helpers fail on any reply the check refuses.
import { describe, expect, it } from 'vitest';
import { curso, padaria } from '../../../../tests/fixtures/real/customer-messages/products.ts';
import {
  firstReply as first,
  firstReplyTo as said,
} from '../../../../tests/helpers/offline-replies.ts';

describe('replies the runtime check refused', () => {
  it('"pode confirmar se …" is not said back as "confirmar se dá pra confirmar se …" (CA157)', () => {
    const reply = first(
      curso,
      ['customer', 'Você pode confirmar se deu certo o pagamento do boleto ?'],
      ['customer', 'E também se eu vou conseguir os brindes gráficos da turma pedra da lua ?'],
    );
    expect(reply).not.toMatch(/confirmar se dá pra confirmar/);
  });

  it('"posso saber se poderá aguardar até o fim 20?" is not pasted back (CA482)', () => {
    const reply = said(
      curso,
      'A Mari vai fazer a Black friday  dia 11/11.\nMas eu so terei dinheiro no dia 20.  Posso saber se poderá aguardar até o fim 20?',
    );
    expect(reply).not.toMatch(/fim 20/);
    expect(said(padaria, 'Você consegue ver se o pão de ontem ainda tem?')).not.toMatch(
      /dá pra ver se/,
    );
  });

  it('a blood-pressure story is no health question of the product, nor an order (L21, L112)', () => {
    const access = said(
      curso,
      'Não, não consigo entrar, porque quando eu vou para entrar, já são dez minutos até eu entrar para ver alguma coisa, aí já expirou o horário, aí já tem que pegar outro código. Então, estou passando por um problema um pouco difícil. Mas, se Deus quiser, eu quero ver se eu consigo ficar mais calma, eu estou um pouco tensa com essa pressão minha, que eu não posso tomar qualquer remédio, e aí está ficando difícil para mim poder seguir certinho as coisas, tá? Beijo, querida!',
    );
    expect(access).toMatch(/acesso|entrar/);
    const night = said(
      curso,
      'Bom dia, querida. Eu tô aqui dando as notícias da minha noite, que não foi muito boa. Às 11 horas da noite eu tava com 17 por 11 de pressão. Meu filho achou melhor eu tomar um outro remédio de pressão, que ajuda pra baixar a pressão um pouco. E aí eu tomei, aí abaixou um pouco, mas não baixou muito, porque ficou 16 por 11. E eu não posso dormir, eu não quero dormir enquanto eu tiver com a pressão alta.',
    );
    expect(night).not.toMatch(/antes de tomar|pedido/);
  });
});
