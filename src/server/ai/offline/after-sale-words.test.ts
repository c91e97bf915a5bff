// Round 17: what buyers wrote to a phone seller after the sale (Mercado Livre reviews, SOURCES.md),
// each read as the customer's WhatsApp message to the seller. Each failure of the first reading
// (ML1–ML20) is reproduced here first, and tried on another seller's customer where it applies.
import { describe, expect, it } from 'vitest';
import {
  celular,
  curso,
  loja,
  padaria,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo as said, inputFor, now } from '../../../../tests/helpers/offline-replies.ts';
import { replyProblems } from '../reply-quality.ts';
import { writeOfflineReplies } from './reply-writer.ts';

/**
 * The three replies to a customer the seller has as a buyer (Fechado), after the seller's word
 * that the order was sent, as the rounds read them; each checked.
 */
function buyerReplies(text: string, product = celular) {
  const input = inputFor(text, product);
  input.customer = { ...input.customer, fase: 'closed' };
  input.messages[0]!.text =
    'Oi! Seu pedido já foi enviado, o rastreio chega no seu e-mail. Qualquer coisa é só me chamar.';
  const replies = writeOfflineReplies(input, now);
  for (const reply of replies) expect(replyProblems(reply, input), reply).toEqual([]);
  return replies;
}
const toBuyer = (text: string) => buyerReplies(text)[0]!;

/** Each message of a shop's buyer is met first with an apology, and with none of `not`. */
function apologisedTo(texts: string[], not: RegExp) {
  for (const text of texts) {
    const [reply] = buyerReplies(text, loja);
    expect(reply).toMatch(/me desculpa|sinto muito/);
    expect(reply).not.toMatch(not);
  }
}

describe('round 17: a buyer after the sale', () => {
  it('a phone that stopped working is looked into, no photo, no "Boa pergunta" (ML9, ML20)', () => {
    for (const text of [
      '3 meses de uso e não liga mais. E agora?.',
      'Comprei o celular faz pouco tem, hoje ele travou e não abre nada, decepcionada aguardo retorno.',
    ]) {
      const reply = said(celular, text);
      expect(reply).not.toMatch(/Boa pergunta|foto|não gostou/);
      expect(reply).toMatch(/sinto muito/);
      expect(reply).toMatch(/vou ver agora o que dá pra fazer/);
    }
    // Bread found bad is no broken thing: the photo is still asked.
    expect(said(padaria, 'O pão veio muito ruim, decepcionada')).toMatch(/foto/);
  });

  it('a missing invoice is named, alone or after praise (ML2, ML7)', () => {
    expect(said(celular, 'Preciso da nota fiscal do produto.')).toMatch(/a sua nota fiscal/);
    expect(
      said(celular, 'Ótimo produto bateria dura muito.\nSó poderia vir com nota fiscal.'),
    ).toMatch(/a sua nota fiscal/);
  });

  it('praise of the product is thanked, a lost emoji no question (ML8, ML13, ML14)', () => {
    for (const text of [
      'Adorei meu xaiome poço x5 ?maravilhoso câmera perfeita ótima bateria e muita memória e tudo que eu preciso.',
      'Equipamento maravilhoso, processador incrível, carregamento rápido. Mas ele é incrível ??.',
      'Ótimo produto, original, acompanha nota fiscal, capinha e película. Corresponde ao esperado, estou satisfeita!.',
    ]) {
      const reply = said(celular, text);
      expect(reply).not.toMatch(/Boa pergunta|vou confirmar|Sobre/i);
      expect(reply).toMatch(/Que bom|Agradeço|Fico muito feliz|Que alegria/);
      expect(reply).not.toMatch(/melhorar/);
    }
    // 'Amei! Vou querer 2' is an order, not praise to thank.
    expect(said(padaria, 'Amei! Vou querer 2 pra amanhã')).not.toMatch(/carinho|Que bom ler/);
  });

  it('"não tenho oq reclamar… caro, mas não me arrependo" is praise, no apology (ML18)', () => {
    const reply = said(
      celular,
      'Um ótimo aparelho não tenho oq reclamar. Muito caro más não me arrependo de ter feito a compra.\nPessoal da fast sempre atenciosos, segundo aparelho que compro com vocês e só alegria obrigado. ,.',
    );
    expect(reply).not.toMatch(/desculpa|melhorar/);
    expect(reply).toMatch(/Que bom|Agradeço|feliz|alegria/);
  });

  it('a buyer asking the money back is not asked who bought (ML21, ML28)', () => {
    const reply = toBuyer('Quero devolver o produto. Não aceita ship.');
    expect(reply).toMatch(/Vou ver o seu pedido/);
    expect(reply).not.toMatch(/número do pedido|quem comprou/);
    // A customer not yet marked as a buyer still is.
    expect(said(celular, 'Quero devolver o produto. Não aceita ship.')).toMatch(/número do pedido/);
  });

  it('an invoice asked for again and again is named, not pitched (ML24, ML37)', () => {
    for (const text of [
      'Estou com o iphone com problemas, a nota fiscal não corresponde com o valor pago, já estou ah dias pedindo a nota fiscal correta e ninguém se manifesta.',
      'O produto veio nos conformes, mas a loja prestou 0 de ajuda quando solicitei a nota fiscal e estou até agora aguardando resposta.',
    ]) {
      const reply = said(celular, text);
      expect(reply).toMatch(/a sua nota fiscal/);
      expect(reply).not.toMatch(/R\$|pode confiar/);
    }
  });

  it('a battery swelling and turning itself off is broken (ML26)', () => {
    const reply = said(
      celular,
      'Comprei o meu desse em março a uso normalmente agora com 8 meses de uso a bateria esta inchando muiiito desligando só??.',
    );
    expect(reply).toMatch(/vou ver agora o que dá pra fazer/);
  });

  it('"mas até então não tenho arrependimentos" is no criticism (ML38)', () => {
    const reply = toBuyer(
      'Produto maravilhoso, já estou usando a alguns dias e de verdade é uma ótima experiência. Algumas pessoas já postaram comentários negativos, mas até então eu não tenho arrependimentos, câmera muito boa, bom processamento, memória gigante, excelente duração da bateria.\nSe alguém se interessar pelo modelo do aparelho a minha recomendação é que comprem, vocês não se arrependerão.',
    );
    expect(reply).not.toMatch(/melhorar/);
  });

  it('the third batch: a colour, an invoice, a phone that freezes (ML41, ML49, ML55, ML59)', () => {
    expect(
      said(
        celular,
        'Eu comprei o produto na cor verde e veio azul totalmente diferente incompetência de vcs.',
      ),
    ).toMatch(/me desculpa! Vou ver agora o que aconteceu com o seu pedido/);
    for (const text of [
      'Nota fiscal não acompanha o produto! origem duvidosa!!!. Sem garantia de fábrica!!!.',
      'O celular em si é bom,o ruim é que não vem nota fiscal.',
    ]) {
      const reply = said(celular, text);
      expect(reply).toMatch(/a sua nota fiscal/);
      expect(reply).not.toMatch(/foto|pode confiar/);
    }
    expect(
      said(
        celular,
        'Celular horrível, trava pra caramba, não comprem vão se arrepender, é um dinheiro perdido.',
      ),
    ).toMatch(/vou ver agora o que dá pra fazer/);
  });

  it('the fourth batch: praise, the courts, an invoice never issued, a phone off by itself (ML61–ML80)', () => {
    // 'nem vou falar' is no 'vou falar com…': praise, not a customer who will think.
    const praise = said(
      celular,
      'Esse celular e top demais. Show de bola o design dele e perfeito sem falar a durabilidade da bateria. Sobre a câmera ??? nem vou falar despensa comentários. Sou um felizardo kk.',
    );
    expect(praise).not.toMatch(/Pensa com calma|Vou confirmar/);
    expect(praise).toMatch(/Que bom|Agradeço/);
    expect(said(padaria, 'Vou falar com meu marido e te aviso')).not.toMatch(/carinho/);
    expect(
      said(
        celular,
        'Ao conferir numa loja da apple disseram que o celular não é novo. Eu comprei como novo e tenho print que ele é novo. Achei estranha a nota fiscal e os valores. Quero saber o que está havendo. Em não tendo respostas adequadas vou acionar a justiça.',
      ),
    ).toMatch(/me desculpa! Vou ver agora/);
    expect(
      said(
        celular,
        'Infelizmente veio uma replica do telefone,fiz a compra em feveiro e só percebio agora, o celular apresenta alguns problemas e fui no site da xiaomi joguei o imei e diz que não existe quando comprei havia acabado de perder o meu pai e não tive cabeça para ver isso, a loja nem se quer emitiu a nota fiscal e agora se recusa a resolver, o mercado livre por sua vez tira o seu da reta, autorizando assim lojas venderem algo diferente do anunciado, extremamente desapontada.',
      ),
    ).toMatch(/a sua nota fiscal/);
    for (const text of [
      'Horrível 2 meses de uso já tive que levar pra arrumar velejar saiu por1800. 00 reais não compro mais nada com vocês.',
      'Boa noite, estou entrando em contato para notificar e obter uma ajuda, pois, comprei o aparelho celular e dei de presente a minha esposa no dia das maes, ela adorou o produto e o funcionamento estava tudo certo, porem, de sabado pra ca, o aparelho comecou a desligar repentinamente, fizemos alguns testes, e logo pecebemos de que o a sua bateria na carrega o suficiente para mantelo ligado, enfim, gostaria de uma orientacao de como devo proceder.\nVcs poderiam me ajudar?.',
    ]) {
      expect(said(celular, text)).toMatch(/vou ver agora o que dá pra fazer/);
    }
  });

  it('a buyer who likes what came is thanked, not sold to (ML69)', () => {
    const reply = toBuyer(
      'O celular é lindo demais, tudo perfeito sem nenhum defeito, comprem vocês vão amar surreal.',
    );
    expect(reply).not.toMatch(/R\$|separe/);
    expect(reply).toMatch(/Que bom|Agradeço/);
  });

  it('the fifth batch: a battery, freezes, a sale gone wrong, a right named (ML81–ML100)', () => {
    for (const id of [
      'Do jeito que escolhi!!!muito bom mesmo. O aparelho em si é muito bom, contudo agora depois de tempos da compra, não quer segurar recarga. Daí toda hora tem que carregar, aí não dá né?.',
      'Tenho um 6 pro, muuuito mais ágil que o note 9 que comprei novo, é muito lento, p quase tudo , câmera, gps, acesso a apps, muitos travamentos durante o dia todo, péssimo aparelho, gostaria de ter uma solução, ele é minha ferramenta de trabalho, estou prejudicadíssimo c essa aquisição.',
      'Produto ruim descarrega rápido mesmo sem está utilizando o aparelho trava toda hora lento pra digitar não tem garantia enem nota fiscal do aparelho pecimo aparelho não recomendo.',
      'Produto co. Defeito no dia que mais orecisei tirei da caixa e não funcionou nada nele fiz cirurgia cardíacas não tem como nanda foto gostaria de ttrocar ele.',
      'Bom dia. Comprei um moto g 22 com vcs e está travando demais. Como direto do condomínio sei que tenho o direito de trocar o produto durante 90 dias. Por favor quero resolver isso. Caso não tenha resposta vou entrar em contato direto com o mercado livre. Desde já obrigado.',
    ]) {
      expect(said(celular, id)).toMatch(/vou ver agora o que dá pra fazer/);
    }
    // 'sem travamentos' is praise, no freeze.
    expect(
      said(celular, 'O melhor smartphone que eu poderia ter! robusto, forte e sem travamentos.'),
    ).not.toMatch(/vou ver agora o que dá pra fazer/);
    expect(
      said(
        celular,
        'Me venderam um celular com defeito, começou a dar pau na semana seguinte. Não quiseram trocar e resolver o problema. Mandaram eu falar com o fabricante, foram vocês que me venderam um produto com defeito.',
      ),
    ).toMatch(/me desculpa! Vou ver agora/);
  });

  it("a buyer's review that names the price is not sold to (ML81)", () => {
    expect(
      toBuyer(
        'Produto impecável, xiaomi sempre se superando em preço e qualidade, só queria dizer que é mto chato isso do mercado livre me limitar a um mínimo, eu elogio o quanto quiser, então to enrolando aqui pra vcs, mas quyem quiser comprar, pode comprar pq é um aparelho que vale a pena como poucos rodando no mundo.',
      ),
    ).not.toMatch(/R\$|separe/);
  });

  it('the sixth batch: an invoice unanswered, a charger that fits nothing, help asked (ML101–ML120)', () => {
    const unanswered = said(
      celular,
      'Não me mandaram nota fiscal do celular e manda mensagem não respondem.',
    );
    expect(unanswered).toMatch(/a sua nota fiscal/);
    expect(unanswered).not.toMatch(/Me conta como posso te ajudar/);
    expect(
      said(
        celular,
        'Acabou de chegar. Mas já vi que o carregador tem o pino grosso demais. Tô usando o do meu xiaomi antigo. Até comprar um novo carregador. Alguém pode pedir pra mudarem esses pinos?? por favor. Assim não dá. Onde encontro um carregador que sirva nas nossas tomada????.',
      ),
    ).toMatch(/o carregador/);
    expect(said(celular, 'Alguém pode ajudar??')).not.toMatch(/dá pra ajudar/);
  });

  it('the seventh batch: a lost emoji before a comma, an invoice asked, apps dead, another version (ML121–ML140)', () => {
    expect(said(celular, 'Excelente ?,recomendo. Vale a pena.')).toMatch(/Que bom|Agradeço/);
    for (const text of [
      'Gostaria que vocês me mandasse a nota fiscal, pois não mandaram.',
      'Não consigo contato com ninguém para receber a nota fiscal. Me sinto lesado.',
    ]) {
      expect(said(celular, text)).toMatch(/a sua nota fiscal/);
    }
    expect(
      said(
        celular,
        'Péssimo, não funciona os apps de banco, nem o tik tok não funciona, o que fazer com uma porcaria dessa?.',
      ),
    ).toMatch(/vou ver agora o que dá pra fazer/);
    expect(
      said(celular, 'Porque me enviou uma versão chinesa e não uma versão global ?? em.'),
    ).toMatch(/me desculpa! Vou ver agora/);
  });

  it('the eighth batch: "não me deram nota fiscal", "me mandassem", no charger, "está travando" (ML141–ML160)', () => {
    for (const text of [
      'Lindo o celular mas tô preocupada sobre os comentários ruins. A parte ruim que não me deram nota fiscal. Estou esperando se não me responderem vou acionar a justiça.',
      'Achei o produto ótimo mas gostaria que vcs me mandassem a nota fiscal do xiaomi redmi 9 a.',
    ]) {
      expect(said(celular, text)).toMatch(/a sua nota fiscal/);
    }
    expect(
      said(celular, 'Não vem a porcaria do carregador, só um cabo tipo c de um lado (????).'),
    ).toMatch(/o carregador/);
    expect(
      said(
        celular,
        'Esta travando não gostei não gostaria de um atenção maior porque na hora da compra vcs são muito solícito mas se tiver problema ai que ta fica difícil. Não recomendo não.',
      ),
    ).toMatch(/vou ver agora o que dá pra fazer/);
  });

  it('the ninth batch: a board, stripes, slow, off by itself; a review that answers its own questions (ML161–ML180)', () => {
    for (const text of [
      'Vocês me mandaram um celular com problema na placa e eu queria ver se tem como resolver isso.',
      'Ainda tô pagando ele tá ficando com listras na tela ,risco listras,como e que vcs podem me ajudarem???.',
      'Gostaria de saber o que posso fazer,o aparelho está apresentando alguns problemas, muito lento,as funções não obedece ao tocarmos.',
      'Só deixa a desejar a qualidade da câmera.\nE gostaria de saber o pq ele já desligou 2 sem eu está usando.',
    ]) {
      expect(said(celular, text)).toMatch(/vou ver agora o que dá pra fazer/);
    }
    // 'com problema de estômago' is no broken phone.
    expect(
      said(padaria, 'Meu filho está com problema de estômago, então vou esperar.'),
    ).not.toMatch(/vou ver agora o que dá pra fazer/);
    for (const text of [
      'Muito melhor que samsung. Recarrega exageradamente rápido e demora bastante pra descarregar. Super rápido pra rodar os apps. As câmeras? nem se fala, fotos incríveis com recursos profissionais. Tela grande com cores vívidas e sem contar que o design é lindo. É tudo de bom. Compraria novamente e não me arrependo.',
      'Amei! além de lindo é qualidade apple. Falar o que né?.',
    ]) {
      const reply = toBuyer(text);
      expect(reply).toMatch(/Que bom|Agradeço/);
      expect(reply).not.toMatch(/Boa pergunta|Vou confirmar|melhorar/);
    }
  });

  it('the closing batch: a history told is not asked again; a charger missing; the invoice by e-mail or of another product (ML181–ML211)', () => {
    const told = said(
      celular,
      'Bom dia.\nSou o ivanei pinto silva.\nComprei um celular da marca samsung galaxy a22dual sim 128 gb para o meu filho estudar,.\nNa data 27/11/2021 mas de lá pra cá só tivemos problemas com este celular , deu o problema de tela no dia 20/04/2022 , levou pra assistência e foi trocado o aparelho , mas pra nossa surpresa o aparelho que foi chego só deu problemas e agora parou de funcionar.\nComo podemos resolver está situação ? grato.',
    );
    expect(told).not.toMatch(/desde quando/);
    expect(told).toMatch(/sinto muito/);
    expect(
      said(
        celular,
        'Dei de presente. Depois descobri que faltou carregador. Fiquei envergonhado.\nComo pode se vender um aparelho sem carregador??.',
      ),
    ).toMatch(/o carregador/);
    for (const text of [
      'Gostaria de receber a minha nota fiscal.\nPelo e-mail',
      'Comprei um celular e mandaram a nota fiscal de outro produto, se tiver algum defeito de fabrica não tenho a quem recorrer.',
    ]) {
      const reply = said(celular, text);
      expect(reply).toMatch(/a sua nota fiscal/);
      expect(reply).not.toMatch(/pode confiar/);
    }
  });

  it("the guarantee asked inside a complaint is the product's own (ML128, ML184)", () => {
    for (const text of [
      'Amigo comprei meu iphone ele não veio com a garantia, sabe me dizer quanto tempo de garantia ele tem??.',
      'Bom dia comprei tudo certo, com 1 mês ele começou a desligar sozinho ai voltou ao normal. Agora ele parou de vez oque eu faço faz 2 meses que comprei esta na garantia?.',
    ]) {
      expect(said(celular, text)).toMatch(/Lembrando que tem 12 meses de garantia do fabricante\./);
    }
    // A course's guarantee is no repair's: not named to a lesson that freezes.
    expect(said(curso, 'A aula está travando demais, está na garantia?')).not.toMatch(/Lembrando/);
  });

  it('the invoice of a buyer is looked into without asking who bought (second reply)', () => {
    const replies = buyerReplies('Preciso da nota fiscal do produto.');
    for (const reply of replies) expect(reply).not.toMatch(/quem comprou|número do pedido/);
  });
});

// Round 18: an online shop's buyers (Olist order reviews that speak to the seller, SOURCES.md).
describe("round 18: an online shop's buyer after the sale", () => {
  it('an item still awaited, part of an order, another thing sent, a sale cancelled are complaints (OL1, OL2, OL8, OL10)', () => {
    for (const id of [
      'Vocês venderam algo que não tinham no estoque. Esse procedimento é problemático. Minha filha ainda aguarda a boneca que comprei. Passou o Natal e nada. Vem o ano novo amanhã. E nada. Quero o produto.',
      'Encomendei 2 carrinho da mesma loja \nMais recebi somente um com a nota de dois carrinhos\nEstou no aguardo pelo outro produto',
      'Produto entregue divergente do adquirido e não deram resposta a solicitação feita no site. Trata-se de presente e não pude entregar, aguardo troca do mesmo.',
      'Boas Pessoal, a atendente da lannister foi muito atenciosa porém a loja que deveria ter me entregado o produto cancelou a comprar ??? O que será que aconteceu ???',
    ]) {
      const reply = said(loja, id);
      expect(reply).toMatch(/me desculpa! Vou ver agora o que aconteceu com o seu pedido/);
      expect(reply).not.toMatch(/Pix ou no cartão|CEP|melhorar/);
    }
    // 'Recebi um e-mail…' is no part of an order.
    expect(
      said(curso, 'Recebi um e-mail afirmando que o boleto parcelado estava disponível'),
    ).not.toMatch(/me desculpa/);
  });

  it("an exchange asked is told the shop's own window in plain words (OL4, OL5)", () => {
    const reply = said(
      loja,
      'Boa Tarde! Há possibilidade de trocar o produto? O marrom não combinou com nada na minha sala. Gostaria de trocar pelo bege claro ou cinza claro. Por favor me dá um retorno. Desde já agradeço',
    );
    expect(reply).toMatch(/sobre a troca\. Você tem 7 dias para troca ou devolução\./);
    expect(reply).not.toMatch(/A garantia é:/);
    // An exchange asked already is no news to them: the window is not told (round 18's second reader).
    expect(
      said(
        loja,
        'Quando instalei o cartucho de tinta, a minha impressora indicou que o mesmo estava vazio, e apresentou a mensagem de erro "!" em cima do marcador de nível da tinta. Já solicitei a troca.',
      ),
    ).not.toMatch(/7 dias/);
  });

  it('a buyer asking when the order comes is told its tracking is looked into, not asked a CEP (OL23)', () => {
    const replies = buyerReplies('Só gostaria de saber o dia correto da entrega .', loja);
    expect(replies[0]).toMatch(/rastreio do seu pedido/);
    for (const reply of replies) expect(reply).not.toMatch(/CEP|Depois do pagamento/);
    // Before buying, the same question is still a delivery's.
    expect(said(loja, 'Qual o dia da entrega se eu comprar hoje?')).not.toMatch(
      /rastreio do seu pedido/,
    );
  });

  it('an exchange asked in other words, a wait "até agora" (OL25, OL27, OL36, OL37)', () => {
    for (const id of [
      'O produto não está nas medidas corretas indicadas na oferta. Terei q ligar para vcs para troca',
      'Comprei o jogo com 3 peças e me mandaram com 2 está errado to tentando entrar em contato com a lannister mais eles não respondem meus e-mail quero que seja feita a troca e não quero vale comprar',
      'O tecido não era oq eu esperava, parece uma borracha, igual aos plásticos q forravamos as mesas em tempo do colégio. Abri apenas uma e a outra nem abri, por favor me façam a troca deste priduto',
    ]) {
      expect(said(loja, id)).toMatch(/sobre a troca/);
    }
    expect(
      said(
        loja,
        'Estou esperando até agora a entrega do produto, a nota fiscal não foi nem faturada ainda e já faz mais de um mês a data da compra ! Estou esperando alguma informação da lannister sobre a compra.',
      ),
    ).toMatch(/me desculpa! Vou ver agora/);
  });

  it("a buyer's 'quero o meu produto' or card is about the order they have, not a new sale (OL42, OL52, OL53)", () => {
    const [own] = buyerReplies('quero o meu produto', loja);
    expect(own).toMatch(/Vou ver agora o que aconteceu com o seu pedido/);
    const [card] = buyerReplies(
      'gostaria de saber de houve o debito correto no meu cartão. tive cartão clonado.',
      loja,
    );
    expect(card).toMatch(/pagamento do seu pedido/);
    const [wrong] = buyerReplies(
      'Comprei um tapete de 2X2.5 e recebi um de 2X1.5. Nas lannister não há a opcao de troca do produto errado, só ressarcir no cartão ou trocar por vale. No site havia ainda anúncio do que comprei.',
      loja,
    );
    expect(wrong).toMatch(/Vou ver o seu pedido/);
    for (const reply of [own, card, wrong]) {
      expect(reply).not.toMatch(/Pix ou no cartão|link do cartão|Pode ser no cartão/);
    }
    // Words of a new purchase still sell to a buyer, and a card is still a prospect's way to pay;
    // a link, of a process that names none, asks the way to pay (FUM26).
    expect(buyerReplies('Vou querer outro, pode mandar o link', loja)[0]).toMatch(
      /Prefere pagar no Pix ou no cartão\?/,
    );
    expect(buyerReplies('quero mais um igual, como pago?', loja)[0]).toMatch(/Pix|cartão/);
    expect(buyerReplies('Quero mais 2 desses, aceita cartão?', loja)[0]).toMatch(/cartão/);
    expect(said(loja, 'Aceita cartão?')).toMatch(/cartão/);
  });

  it('the third batch: part of an order, another thing sent, the invoice beside, a fast delivery praised (OL41–OL60)', () => {
    apologisedTo(
      [
        'Comprei 4 produtos, sendo que só recebi 3. Faltou um lençol branco sem elástico. Foi quase R$ 100,00. E como eu fico? No prejuizo?',
        'Na propaganda está escrito Mixer elétrico e veio um portátil que eu tenho três que quebrou por isso eu queria um elétrico, vocês devem especificar melhor os produtos',
        'Comprar um produto correto na capa mas interno ser outro.???????',
        'Comprei um produto e me enviaram outro similar sem me perguntar se eu queria a troca',
      ],
      /Boa pergunta|Vou confirmar isso|Vi aqui/,
    );
    for (const text of [
      'Comprei três tonners pretos. Entregaram dois pretos e um magenta. Para devolver eu preciso da nota fiscal que eles não enviaram e a chave de acesso para a nfe estava incorreta.',
      'Recebi o produto com cx aberta , sem lacre, sem nota fiscal, sem pedido de compra e com remetente diferente do anuncio. Quero devolucao do dinheiro. Descontentamento',
    ]) {
      expect(buyerReplies(text, loja)[0]).toMatch(/o seu pedido e a sua nota fiscal/);
    }
    // The invoice alone is still the invoice alone.
    expect(buyerReplies('Não veio a nota fiscal.', loja)[0]).toMatch(/com a sua nota fiscal/);
    const [fast] = buyerReplies('bem rapido a entrega e bom comprar com vcs', loja);
    expect(fast).toMatch(/Que bom|Agradeço|feliz|alegria/);
    expect(fast).not.toMatch(/CEP|Depois do pagamento/);
    // Before buying, a fast delivery asked about is still a delivery question.
    expect(said(loja, 'A entrega é rápida?')).not.toMatch(/Que bom ler|carinho/);
  });

  it('the fourth batch: part of an order come, an invoice never issued, "não estou satisfeito" (OL61–OL80)', () => {
    apologisedTo(
      [
        'ROUBO! Na nota fiscal são 2 unidades mas no embrulho vem apenas UMA.\nQuerem cobrar sem entregar?',
        'COMPREI DOIS PENDENTES SÓ CHEGOU UM. PRECISO SABER O QUE FOI QUE HOUVE?',
        'COMPREI 02 JOGOS DE LENCOIS DE CETIM E UMA COLCHA, MAS ATÉ AGORA SÓ RECEBI O JOGO DE LENCOL COR COBRE. O QUE HOUVE????',
        'Boa tarde, pedi 3 gorros mas só recebi, é agora que faço?',
        'Chegou somente uma peça e a nota fiscal consta duas e valor de duas peças. \nAguardo solução do problema',
        'O produto entregue difere do pedido\ntrata-se de um produto inferior!\nGostaria que fosse solucionado o problema!\nNão estou satisfeito com procedimento!',
      ],
      /pode confiar|CEP|carinho|Vou confirmar isso/,
    );
    for (const text of [
      'Ainda não pode avaliar o produto. Estou aguardando a Matriz e os botões, também comprados no site das Lojas lannister.\nEstou estranhando o fato da nota fiscal desses produtos não ter sido emitida.',
      'Realizei a compra e o pgto no msm dia e ele foi confirmado em 1 dia. Levou semanas para a emissão da nota fiscal. A nota foi emitida, mas até hj o produto não foi p transporte. Ou seja, nunca nem vi!',
    ]) {
      const [reply] = buyerReplies(text, loja);
      expect(reply).toMatch(/o seu pedido/);
      expect(reply).not.toMatch(/pode confiar|Vai com nota fiscal/);
    }
    // A buyer asking whether it comes gets its tracking looked into; an exchange hard to get, a return.
    expect(
      buyerReplies(
        'Já recebi diferentes e-mails: confirmação da entrega, dificuldades para confirmar pedido, pedido ainda não confirmado e mais uma vez, de confirmação da entrega. Será que chega?',
        loja,
      )[0],
    ).toMatch(/rastreio do seu pedido/);
    expect(
      buyerReplies(
        'a experiência de compra on-line e a entrega foram boas, porém o produto não atendeu às expectativas e estou tendo dificuldades com a troca /devolução.',
        loja,
      )[0],
    ).toMatch(/Vou ver o seu pedido aqui e o que dá pra fazer/);
    // Satisfied, not negated, is still praise.
    expect(buyerReplies('Estou muito satisfeita com a compra!', loja)[0]).toMatch(
      /Que bom|feliz|alegria/,
    );
  });

  it('the fifth batch: the wait of a buyer, a suggestion, no one to talk to, a refund long awaited (OL81–OL100)', () => {
    for (const text of ['Preciso de uma previsão.', 'Ainda no aguardo da entrega do produto.']) {
      expect(buyerReplies(text, loja)[0]).toMatch(/rastreio do seu pedido/);
    }
    for (const text of [
      'so gostaria de ter recebido uma caixinha melhor e mais bonita para guardar o cordao !!!!!',
      'Vcs deveriam mandar o manual em português recomendo.',
    ]) {
      const [reply] = buyerReplies(text, loja);
      expect(reply).toMatch(/sugestão/);
      expect(reply).not.toMatch(/Vi aqui|carinho/);
    }
    expect(
      buyerReplies(
        'Boa noite , não gostei pois nunca conseguimos falar com vcs pelo telefone',
        loja,
      )[0],
    ).toMatch(/Desculpa a demora|me desculpa/);
    expect(
      buyerReplies(
        'Não é possível tanta falta de atenção uma demora tremenda para receber o produto pra quando chegar vim errado e agora o q faço ???',
        loja,
      )[0],
    ).toMatch(/me desculpa/);
    expect(
      buyerReplies(
        'Além da demora para emitir a nota fiscal, a demora para a devolução do dinheiro, em caso de cancelamento da compra, demora uma eternidade. \nJá faz 2 semanas que solicitei o cancelamento e nada.',
        loja,
      )[0],
    ).toMatch(/sinto muito|me desculpa/);
    // A review that praises the delivery among the rest is thanked, not tracked (OL18).
    expect(
      buyerReplies(
        'Satisfeito com a aquisição e negócio.\nEntrega no prazo, com produto bem embalado, com a Nota Fiscal, caixa original, garantia e manual do usuário.',
        loja,
      )[0],
    ).toMatch(/Que bom|feliz|alegria/);
    // Before buying, a delivery asked is still answered with the shipping.
    expect(said(loja, 'Qual a previsão de entrega pra Curitiba?')).not.toMatch(
      /rastreio do seu pedido/,
    );
  });

  it('the sixth batch: an exchange refused, a refund still not made, praise with a lack (OL101–OL120)', () => {
    expect(
      buyerReplies('Carregador com defeito e a loja se recusa a efetuar a troca.', loja)[0],
    ).toMatch(/sinto muito|me desculpa/);
    expect(
      buyerReplies(
        'Eu comprei. porém estava demorando demais a emissão da nota fiscal, daí achei melhor cancelar o pedido. Estou aguardando o estorno do pagamento que até o momento não foi feito.',
        loja,
      )[0],
    ).toMatch(/^Poxa, sinto muito/);
    const [lack] = buyerReplies('Lindo... Só faltou instruções da troca de pulseiras.', loja);
    expect(lack).toMatch(/melhorar/);
    expect(lack).not.toMatch(/carinho/);
    // A return asked plainly is still met with 'Entendi'.
    expect(buyerReplies('Quero devolver o produto.', loja)[0]).toMatch(/^Entendi/);
  });

  it('the seventh batch: one of two in the box, the last item awaited, damaged, praise of the shop (OL121–OL140)', () => {
    apologisedTo(
      [
        'Comprei dois pneus, paguei dois pneus, pedido efetuado e pago de dois pneus. Recebi em casa nota fiscal referente aos dois pneus, mas só um pneu dentro da embalagem.\nAguardo posicionamento à respeito',
        'falta agora o terceiro e o i ultimo trlogio de 181.40,estou no aguardo',
        'Veio avariado e já pedi a troca ou cancelamento. Podem ajudar ? Obrigado',
        'Nem a nota foi emitida. Cansei e solicitei ao stark o cancelamento e devolução do meu cupom de 100 reais.',
      ],
      /pode confiar|Quer que eu separe|Vi aqui/,
    );
    for (const text of [
      'vocês e muito pontual',
      'Sempre que compro com vocês meus itens chega em perfeito estado....',
      'Otimo produto e de fácil substituição no aparelho. Demorei nem 2 min para troca',
    ]) {
      const [reply] = buyerReplies(text, loja);
      expect(reply).toMatch(/Que bom|feliz|alegria/);
      expect(reply).not.toMatch(/melhorar|rastreio|Vi aqui/);
    }
    expect(
      buyerReplies(
        'Acho que rastreando o produto devia ser melhor e mais preciso, mas no geral foi uma ótima experiência',
        loja,
      )[0],
    ).toMatch(/melhorar/);
  });

  it('the eighth batch: not delivered, broken on arrival, a pick-up forced, a part missing (OL141–OL160)', () => {
    apologisedTo(
      [
        'PRODUTO NÃO ENTREGUE COM MUITO ATRASO E SEM PREVISÃO!!!!!\nPRECISO DE UM RETORNO COM URGENCIA.',
        'Comprei um produto pra entregar na minha casa,paguei frete,e deixaram no correio pra retirar, não é certo,porq cobram frete então?',
        'Vcs tá deixando a desejar comprei produtos com vcs e vcs demora entregar e ainda cancela o pedido sem autorização',
        'Recebi a película quebrada. Estou tentando a troca do produto.',
        'Sempre comprei no site e fique muito satisfeito infelizmente pela primeira vez aconteceu esse imprevisto \nEspero que o problema seja resolvido em breve pois preciso da mercadoria',
        'Um dos baldes veio com parafus quebrado, podem trocar com urgencia? obrigada.',
        'Tentando cancelar o produto desde antes da emissão da nota fiscal. Não fui avisada que estava no correio, não tive nenhuma resposta do cancelamento e nao consigo devolver.',
        'Veio sem um dos ilhós e por isso o tecido nessa parte esgarçou, espero que na troca venha perfeito.',
        'Quanto à entrega e prazo do produto, tudo correu bem. Sendo que ao funcionar, o conversor apresentou um ruído intermitente. Gostaria de saber se tem como substituir por outro que não faça ruído.',
      ],
      /rastreio|Vi aqui|carinho|Assim que cair|Vou confirmar isso/,
    );
    expect(
      buyerReplies(
        'Gostaria de saber o motivo pelo qual não recebi ainda, a possibilidade de entregar ou faço o cancelamento do pagamento ?',
        loja,
      )[0],
    ).toMatch(/o seu pedido/);
    for (const text of [
      'Bom produto a minha princesa aprovou ??🐕',
      'Recebin antes do prazo ainda esse ano vou compa de novo com vcs',
    ]) {
      expect(buyerReplies(text, loja)[0]).toMatch(/Que bom|feliz|alegria/);
    }
    // A buyer's return is looked into without asking who bought, in any of the three replies.
    for (const text of [
      'Quero devolver o produto.',
      'Recebi a película quebrada. Estou tentando a troca do produto.',
      'Comprei a capa preta e veio branca, quero trocar.',
    ]) {
      for (const reply of buyerReplies(text, loja))
        expect(reply).not.toMatch(/quem comprou|número do pedido/);
    }
    // Before buying, a pick-up asked about is no complaint.
    expect(said(loja, 'Posso retirar nos correios?')).not.toMatch(/desculpa|sinto muito/);
  });

  it('the closing batch: "não ter chego", "Nem fizeram a nota fiscal", "muito bonito" (OL161–OL181)', () => {
    expect(
      buyerReplies('Preciso de retorno de vcs, o pq de não ter chego o meu pedido.', loja)[0],
    ).toMatch(/me desculpa/);
    expect(buyerReplies('Nem fizeram a nota fiscal', loja)[0]).toMatch(/a sua nota fiscal/);
    expect(buyerReplies('Relógio muito bonito, preciso e com vários recursos.', loja)[0]).toMatch(
      /Que bom|feliz|alegria/,
    );
  });

  it('the window is not told to a buyer whose exchange is under way; a refund asked beside is named (second reader, OL169–OL181)', () => {
    const under = [
      'Comprei o produto é solicitei a troca a targaryen e até o momento não obtive retorno, o produto veio embalado mas com sinal de uso, já solicitei a troca e devolucao do dinheiro e não retornaram',
      'Comprei uma coisa e me entregaram outra e não consigo fazer a troca e não consigo falar com a central !',
      'Já solicitei a troca porém até o momento nada. Enviaram o produto errado e agora informam que a troca não pode ser feita.',
      'PRODUTO NÃO VEIO CONFORME ESTAVA NO SITE .\nMOSTRAVA CALENDÁRIO SITE MAS QUANDO RECEBI VEIO SEM E ESTA DIFÍCIL PARA FAZER A TROCA E ESTORNO DO PRODUTO',
    ];
    for (const text of under) {
      const [reply] = buyerReplies(text, loja);
      expect(reply).toMatch(/^Poxa, sinto muito/);
      expect(reply).not.toMatch(/7 dias/);
    }
    expect(buyerReplies(under[0]!, loja)[0]).toMatch(/sobre a troca e o reembolso/);
    expect(buyerReplies(under[3]!, loja)[0]).toMatch(/sobre a troca e o reembolso/);
    // A first ask still hears the window.
    expect(buyerReplies('Quero trocar o tapete, veio na cor errada.', loja)[0]).toMatch(/7 dias/);
  });
});
