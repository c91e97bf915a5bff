// Round 16: long turns, where a customer tells a story, a hardship and a question at once (the
// report's customer messages of 221 to 600 characters, L1–L20, SOURCES.md). Each failure of the
// first reading is reproduced here first; each reading is also tried on another seller's customer.
import { describe, expect, it } from 'vitest';
import {
  curso,
  nutri,
  padaria,
  perfume,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import {
  firstReply as first,
  firstReplyTo as said,
} from '../../../../tests/helpers/offline-replies.ts';

describe('round 16: long turns', () => {
  it('a better price asked in hardship is looked into with care, not pitched (L9)', () => {
    const reply = said(
      curso,
      'Bom dia, você é a Sueli, que falou comigo ontem. Meu nome é Rosana, eu sou aluna da turma obsidiana, já recebi as ofertas de renovação e eu queria saber se eu tenho como pleitear um preço um pouquinho melhor, porque eu estou com dificuldades financeiras, porque eu queria muito continuar. Eu posso pedir isso a você? É aqui que eu falo sobre isso?',
    );
    expect(reply).not.toMatch(/garanta a sua vaga|R\$/);
    expect(reply).toMatch(/Entendo o momento/);
    expect(reply).toMatch(/o que consigo fazer/);
    // Without a hardship, a better price is still a price of their own, never a sale.
    const bread = said(padaria, 'Faz um preço melhor pra 3 pães?');
    expect(bread).not.toMatch(/separe o seu pedido/);
    expect(bread).toMatch(/consigo/);
  });

  it('a way to pay in an "if I had" question is no choice of it (L20)', () => {
    const reply = said(
      curso,
      'Nossa? Vocês não sabem dar essa informação? \nEntão me responda, se eu tivesse comprado direto no cartão, meu acesso seria diferente?',
    );
    expect(reply).not.toMatch(/link do cartão|Pode ser no cartão/);
    expect(reply).toMatch(/Vou confirmar/);
    const pix = said(padaria, 'Se eu pagasse no pix, sairia mais barato?');
    expect(pix).not.toMatch(/Pode ser no Pix|chave Pix/);
  });

  it('good results told are met with gladness (L5)', () => {
    const reply = said(
      curso,
      'De verdade, mesmo sem me dedicar ao curso da maneira devida por conta de problemas pessoais e de saúde, tenho tido bons resultados com o pouco que estudei. Inclusive, consegui até "salvar" o meu gato nesta semana com um gráfico.',
    );
    expect(reply).toMatch(/Que bom|Que alegria|Adorei/);
    expect(said(nutri, 'Já tive ótimos resultados com a dieta, perdi 4 kg!')).toMatch(
      /Que bom|Que alegria|Adorei/,
    );
    expect(said(nutri, 'Não tive bons resultados com a dieta')).not.toMatch(/Que bom|Que alegria/);
  });

  it('a course paid and not reachable is an access trouble, not a payment to check (L14)', () => {
    const reply = said(
      curso,
      'E também eu paguei o curso S.O.S.R.T. Também paguei esse curso à vista, porque foi um pacoteão que eu pude comprar. Agora, eu quero saber como é que vai ficar a minha situação, porque vou ficar cortada de não poder assistir esse último curso que eu não estou conseguindo entrar. Estou perdida, sinceramente.',
    );
    expect(reply).not.toMatch(/Assim que cair|conferir o pagamento/);
    expect(reply).toMatch(/acesso/);
  });

  it('help promised and not given is met with an apology (L17)', () => {
    const reply = said(
      curso,
      'Então, você falou que ia me ajudar no cancelamento, você perguntou se queria eu mesmo cancelar ou que você cancelasse por aí, só que até agora você ainda não me mostrou isso, né? Então tem que ter uma transparência.',
    );
    expect(reply).not.toMatch(/Boa pergunta/);
    expect(reply).toMatch(/desculpa/i);
    const perfumeReply = said(
      perfume,
      'Você disse que ia me mandar as fotos do de 100 ml e até agora nada',
    );
    expect(perfumeReply).toMatch(/desculpa/i);
  });

  it('thanks with a money hardship are thanked and the hardship heard (L8)', () => {
    const reply = said(
      curso,
      'Bom dia Sueli, muito obrigada por sua disponibilidade mais uma vez, principalmente num domingo tão cedo. Sou profissional de saúde, ganho pouco, estou com dificuldades, recebi um aviso com a proposta de renovação, mas está muito pesado para mim.',
    );
    expect(reply).toMatch(/agradeço/i);
    expect(reply).toMatch(/Entendo/);
    expect(reply).not.toMatch(/Vou ver isso|R\$|vaga/);
  });
});

describe('round 16: a hardship in a talk under way', () => {
  it('no debt to take on while the card is a problem is heard, no other way pressed (L15)', () => {
    const reply = first(
      curso,
      ['seller', 'Pra entrar é um pagamento único de R$ 4.788,00 (pode parcelar no cartão).'],
      [
        'customer',
        'Oi, querida, mas enquanto não resolver esse problema do Onyx, eu não posso entrar numa dívida, porque não vou ter como pagar, filha. É um pouco caro para mim, eu não tenho como pegar esse compromisso enquanto não resolver o problema do cartão.',
      ],
    );
    expect(reply).not.toMatch(/outra forma/);
    expect(reply).toMatch(/Entendo/);
  });
});

describe('round 16: long turns, L21–L40', () => {
  it('no card, said once and told of again, is never sent the card link (L23)', () => {
    const reply = said(
      padaria,
      'Não tenho cartão de crédito, porque uma vez eu me enrolei muito com cartão. Posso pagar de outro jeito?',
    );
    expect(reply).not.toMatch(/cartão/);
  });

  it('a family out of work, or a situation "muito difícil", is a hardship heard (L23, L33)', () => {
    for (const text of [
      'Eu sei que a Mari não pode abrir exceção no curso, mas eu tenho 74 anos, o meu filho ficou desempregado, eu tenho uma netinha e eu não tenho cartão de crédito, porque uma vez eu me enrolei muito com cartão.',
      'Minha querida, minha situação é muito difícil. Eu recebo a pensão, só que a minha filha está desempregada, eu pago pra ela o condomínio e as despesas dela.',
    ]) {
      const reply = said(curso, text);
      expect(reply, text).toMatch(/Entendo/);
      expect(reply, text).not.toMatch(/cartão|R\$|Vou ver isso/);
    }
  });

  it('"já é a 3a vez que me comunico" is a complaint, apologised for (L34)', () => {
    const reply = said(
      curso,
      'Amiga, conte o tempo aí que já fará 2 meses, pois quem é profissional entrega o que se comprometeu. Mas mesmo assim já é a 3a vez que me comunico com vcs',
    );
    expect(reply).toMatch(/desculpa/i);
    expect(reply).not.toMatch(/informações de acesso|Anotado/);
  });

  it('instalments charged one way and then another are a payment trouble looked into (L40)', () => {
    const reply = said(
      curso,
      'O problema que aconteceu, quando eu comprei no cartão em 12 vezes, descontaram a primeira parcela, a segunda parcela, a terceira parcela eles botaram no boleto. Agora, aquele dinheiro do cartão, eu queria saber para onde que foi.',
    );
    expect(reply).not.toMatch(/dá pra pagar|12x de/);
    expect(reply).toMatch(/pagamento/);
  });

  it('a course asked to be in a pack is checked, not said to come (L35)', () => {
    const reply = said(
      curso,
      'Nesse pacote aqui da Black Friday, ele está incluso também o curso da radiestesia terapêutica ou só o de PET?',
    );
    expect(reply).not.toMatch(/^Oi, Márcia! Vem/);
    expect(reply).toMatch(/confirm|vejo|ver/);
  });

  it('"vou tentar… se eu não conseguir…" is cheered on, nothing to confirm (L30)', () => {
    const reply = said(
      curso,
      'Olha, eu vou entrar em contato, mas eles são muito difíceis de a gente conseguir falar. É tudo robotizado, mas eu vou tentar, né? Aí se eu não conseguir, eu tenho que arrumar forma, né?',
    );
    expect(reply).not.toMatch(/Boa pergunta|Vou confirmar/);
    expect(reply).toMatch(/não conseguir|me chama/);
  });

  it('the seller’s own promise quoted back is owned (L22)', () => {
    const promise =
      'Perfeito, Inês! Estou preparando o seu link de acesso. Vou verificar a possibilidade do ajuste de data de pagamento para o dia 20 e mando tudo para você!';
    const reply = first(
      curso,
      ['seller', promise],
      ['seller', 'Oi Inês, o acesso vitalício está encerrando. Quer que eu te mande o link?'],
      [
        'customer',
        `Olá, \nEssa era a mensagem que tinha da vossa parte, aquando do meu pedido:\n\n“${promise}”😞`,
      ],
    );
    expect(reply).toMatch(/desculpa/i);
    expect(reply).not.toMatch(/como fica melhor pra você pagar|link do cartão/);
  });
});

describe('round 16: long turns, L41–L60', () => {
  it('"Vcs nunca me enviaram nada" is a complaint, never a price (L60)', () => {
    const reply = said(
      curso,
      'Vcs nunca me enviaram nada, só me solicitaram um valor no pix que é por conta do papel exigido pelo MEC e o envio pelo sedex que vcs iriam enviar. Tenho cópia do pix que enviei p/vcs.',
    );
    expect(reply).not.toMatch(/R\$|chave Pix/);
    expect(reply).toMatch(/desculpa/i);
  });

  it('why the card stopped, or a card limit too low, is no yes to the card (L56, L41)', () => {
    for (const text of [
      'O curso eu comprei em agosto, foi descontado no meu cartão duas prestações. Agora eu queria saber por que não continuou no cartão, isso aí ficou difícil para me entender.',
      'E outra coisa, o meu limite é R$ 5.000. Eu já tenho outras dívidas que já estou pagando no cartão. Então, eles não vão me liberar com essa quantia no cartão, entendeu? O meu limite é pouco.',
    ]) {
      const reply = said(curso, text);
      expect(reply, text).not.toMatch(/Pode ser no cartão|link do cartão/);
    }
  });

  it('no word on how to get in is an access trouble, and "vocês têm muita coisa" names nothing (L52, L49)', () => {
    const reply = said(
      curso,
      'No meu e-mail, tem umas explicações da Mari a respeito do curso, mas não deu a orientação como entrar. Não tem nada explicando como é que eu tenho que entrar no curso.',
    );
    expect(reply).not.toMatch(/se tem umas/);
    expect(reply).toMatch(/acesso/);
    const busy = said(
      curso,
      'Se eu conseguisse, eu não ia incomodar vocês, porque vocês têm muita coisa para fazer. Qual dessas opções eu vou escolher aqui?',
    );
    expect(busy).not.toMatch(/muita coisa/);
  });

  it('"já expliquei várias vezes… a mesma pergunta" is owned, not checked (L53)', () => {
    const reply = said(
      curso,
      'Lili, eu já expliquei para você várias vezes que eu não consigo falar com a Hotmart. Você está desde cedo me fazendo a mesma pergunta.',
    );
    expect(reply).toMatch(/razão|desculpa/i);
    expect(reply).not.toMatch(/Boa pergunta|Vou ver isso/);
  });

  it('a loss told with faith is met with sorrow, not "Que bacana" (L58)', () => {
    const reply = said(
      curso,
      'Muito devagar por enquanto mas com muita fé que vou ajudar eles.... são problemas emocionais no Barão... pois 2 maninhos viraram estrelinhas há 2 anos e ele mudou muito seu comportamento',
    );
    expect(reply).not.toMatch(/Que bacana|Fico feliz/);
    expect(reply).toMatch(/Sinto muito/);
  });

  it('"só vou conseguir resolver no ano que vem" is given time, nothing checked (L44)', () => {
    const reply = said(
      curso,
      'Eu só vou conseguir alguma coisa resolver no ano que vem, porque agora eu tenho que ajudar minha filha até ela conseguir receber a aposentadoria dela.',
    );
    expect(reply).not.toMatch(/Vou ver isso|Vou confirmar/);
    expect(reply).toMatch(/pressa|hora/);
  });
});

describe('round 16: long turns, L61–L80', () => {
  it('a spouse in a story, one who died, or someone else’s, is nobody to consult (L66, L80, L62)', () => {
    for (const text of [
      'Quando fiz o que não consegui, achei melhor ver... Porque eu tenho que achar uma pasta que peguei quando meu marido faleceu, em 2023.',
      'Prefiro falar assim para poder explicar direitinho o problema. É um processo que meu marido, quando ele era advogado, estava resolvendo com um amigo.',
      // Someone else's spouse (L62, read after the fix above).
      'A nenenzinha linda que aparece de vez em quando junto com o marido dela. Eu achei muito lindo. Eu peço muito a Deus que proteja todos eles.',
    ]) {
      expect(said(curso, text), text).not.toMatch(/seu marido|Pensa com calma/);
    }
  });

  it('"não quero e-book… só queria uma condição melhor, tô apertada" is no yes to the link (L71)', () => {
    const reply = first(
      curso,
      ['seller', 'Posso te mandar o link oficial de novo agora? Se quiser, já te explico tudo!'],
      [
        'customer',
        'Esse link que você tá insistindo em me enviar é de um e-book, mas eu não quero e-book, eu quero continuar sendo aluna da turma que eu já sou. Eu só queria uma condição melhor, por favor, tô muito apertada financeiramente.',
      ],
    );
    expect(reply).not.toMatch(/Oba|link do cartão|garanto/);
    expect(reply).toMatch(/o que consigo fazer/);
    // A review of the list's diff: '…se teria uma condição melhor' asks too (CA570).
    expect(
      said(curso, 'Por isso vim perguntar.... ...se teria uma condição melhor para renovar'),
    ).toMatch(/o que consigo fazer/);
  });

  it('no explanation of how to get in is an access trouble (L72)', () => {
    const reply = said(
      curso,
      'Não, não consegui ainda não, não sei aonde que eu vou entrar, porque não tem explicação nenhuma como que eu tenho que entrar, e aí está um pouco difícil para mim poder assistir às aulas, entendeu?',
    );
    expect(reply).toMatch(/acesso/);
  });
});

describe('round 16: a long story that asks nothing', () => {
  it('is heard, not looked into (L70, L61, L39)', () => {
    const reply = said(
      curso,
      'Eu andei, na semana passada, minha pressão foi a 19 por 11. Essa preocupação das minhas despesas e eu querer entrar nesse curso, a minha pressão foi de 19 por 11. E aí eu tive que ir na emergência do hospital para poder ver uma medicação para poder baixar.',
    );
    expect(reply).toMatch(/Agradeço por me contar/);
    expect(reply).not.toMatch(/Vou ver isso|Anotado|Vou confirmar/);
  });

  it('a long plan with their data, or an order, is still looked into (L50)', () => {
    const plan = said(
      curso,
      'Eu ia lhe dar o meu email e ela colocaria os dados dela (nome, CPF e celular), com isso era como se ela me estivesse a oferecer o curso, e como o email seria o meu, achei que com o meu email seria suficiente para todos os links do curso.',
    );
    expect(plan).not.toMatch(/Agradeço por me contar tudo/);
    const order = said(
      padaria,
      'Minha mãe faz aniversário no sábado e ela ama o pão italiano de vocês desde que provou na festa da minha tia, então eu quero fazer uma surpresa com dois pães e um bilhetinho junto, se der.',
    );
    expect(order).not.toMatch(/Agradeço por me contar tudo/);
  });
});

describe('round 16: after the last reading (L81–L100)', () => {
  it('no card limit told, nothing asked, is a way to pay looked for (L94, L100)', () => {
    for (const text of [
      'Conversei com o suporte via WhatsApp. Expliquei que ainda estou pagando os cursos e que não tenho limite em cartão disponível. Solicitei a opção em boleto e disseram que não estava disponível.',
      'Eu estou sem limite no cartão, porque eu tenho outras coisas para fazer. Então, para mim, não tem como fazer no cartão.',
    ]) {
      const reply = said(curso, text);
      expect(reply, text).not.toMatch(/link do cartão|Qualquer coisa, é só me chamar/);
      expect(reply, text).toMatch(/outra forma|Pix/);
    }
  });

  it('"daqui uns 30 minutos eu te respondo" is waited for (L85)', () => {
    const reply = said(
      curso,
      'Vitor, daqui a pouco eu continuo a falar com você, eu tô aqui um pouco ocupada. Daqui uns 30 minutos eu te respondo, tá? Beijo!',
    );
    expect(reply).not.toMatch(/Pensa com calma|resumo/);
  });

  it('long thanks are thanked back (L81)', () => {
    const reply = said(
      curso,
      'Estou bem mais tranquila e confiante, porque eu sinto que vocês estão me dando o apoio que eu precisava nessa época. Isso para mim está sendo muito importante, e vocês me dando esse suporte está me ajudando muitíssimo. Eu tenho muito que agradecer a vocês. Muito obrigada.',
    );
    expect(reply).toMatch(/Eu que agradeço/);
  });

  it('"Posso utilizar pedras no gráfico" at the end of a long list asks (L87)', () => {
    const reply = said(
      curso,
      'Gráfico indicado: Cruz cósmica / Duração: 14 dias / Iniciar com urgência / Motivar alimentação e água / Suplementar com polivitamínico / Gráfico de doença: sistema nervoso e estômago / Nível de doença: constante / Posso utilizar pedras no gráfico',
    );
    expect(reply).not.toMatch(/Agradeço por me contar tudo/);
  });
});

describe('round 16: after the closing reading (L101–L120)', () => {
  it('"gostaria de saber se é possível fazer uma condição melhor" asks for one (L103)', () => {
    const reply = said(
      curso,
      'Gratidão, bom dia ⚘️\nSou aluna da Turma Obsidiana e quero muito continuar sendo aluna.\n\nMas gostaria de saber se é possível fazer uma condição melhor para que eu consiga fazer os pagamentos para renovar.\n\nEstou com dificuldades financeiras....',
    );
    expect(reply).toMatch(/o que consigo fazer/);
  });

  it('a fee paid and nothing received, "suporte… falhando", is a complaint (L106)', () => {
    const reply = said(
      curso,
      'Não, pois vcs ficaram de cuidar de tudo, solicitaram uma taxa que enviei via PIX, só isso é aguardar no mínimo uns 22 dias até no máximo 42 dias que já se completaram e nada de recebimento, realmente esse suporte de vcs está falhando nesses detalhes, como um robô',
    );
    expect(reply).not.toMatch(/chave Pix|Pode ser no Pix/);
    expect(reply).toMatch(/desculpa/i);
  });
});

describe('round 16: the talk’s subject', () => {
  it('a complaint that names nothing is about what the talk is about (CA26, L126)', () => {
    const certificate = first(
      curso,
      [
        'seller',
        'Ana, pelo contexto você aguarda o certificado com registro MEC. Qual é sua dúvida?',
      ],
      ['customer', 'Já se passaram os 42 dias e nada de recebimento'],
      ['customer', 'Quando mesmo vai chegar???'],
    );
    expect(certificate).toMatch(/certificado/);
    expect(certificate).not.toMatch(/acesso/);
    const late = said(
      curso,
      'Vcs deram em torno de 42 dias, mas já se passaram, já cobrei esse certificado no MEC, mas nada me retornaram até agora, a única coisa que me pediram foi um valor em pix e eu enviei',
    );
    expect(late).not.toMatch(/R\$|chave Pix/);
    expect(late).toMatch(/certificado/);
  });

  it('an order named in the turn stays the order, whatever the talk said before', () => {
    const reply = first(
      padaria,
      ['customer', 'Vou pagar no boleto'],
      ['seller', 'Combinado!'],
      ['customer', 'Meu pedido ainda não chegou'],
    );
    expect(reply).not.toMatch(/boleto/);
  });
});

describe('round 16: "fechado" is a deal only when it is said as one', () => {
  it('an aura or a shop "fechada" in a story is no yes (L134)', () => {
    const cat = first(
      curso,
      ['seller', 'Que tal a gente combinar um mini-ritual? 10 minutinhos por dia. O que acha?'],
      [
        'customer',
        'E sobre o gato, eu achei que ia acontecer com ele a mesma coisa que aconteceu com a minha gata. Então eu olhei os gráficos, verifiquei tudo, então ela tava com a aura fechada.',
      ],
    );
    expect(cat).not.toMatch(/Oba|Pix ou no cartão|garanto/);
    expect(said(padaria, 'Passei aí ontem de tarde e a loja estava fechada.')).not.toMatch(
      /Oba|chave Pix/,
    );
  });

  it('"Fechado!" and "tá fechado, manda o pix" still close', () => {
    expect(said(padaria, 'Fechado! Quero 2 pães pra amanhã')).toMatch(/chave Pix|Oba|Combinado/);
    expect(said(padaria, 'tá fechado, manda o pix')).toMatch(/chave Pix/);
  });
});
