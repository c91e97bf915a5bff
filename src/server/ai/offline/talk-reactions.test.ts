// Round 15: how a customer reacts to what the seller just said, in a talk under way (CA1253 on,
// the luvia list, SOURCES.md). Each failure of the round's first reading is reproduced here first.
import { describe, expect, it } from 'vitest';
import { curso, padaria } from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { inputFor, now, repliesInTalk } from '../../../../tests/helpers/offline-replies.ts';
import { replyProblems } from '../reply-quality.ts';
import { replyPrompt } from '../prompts.ts';
import { intentOfMessage } from './reply-intent.ts';
import { writeOfflineReplies } from './reply-writer.ts';

type Turns = Parameters<typeof repliesInTalk>[0];
const reply = (turns: Turns) => repliesInTalk(turns, curso)[0]!;
const after = (seller: string, ...said: string[]) =>
  reply([['seller', seller], ...said.map((text): Turns[number] => ['customer', text])]);

const LINK_OFFERED = 'Posso te mandar o link oficial de novo agora? Se quiser, já te explico tudo!';

describe('a course customer: round 15, reactions in a talk under way', () => {
  it('"Isso é que é estranho e não é justo" is no yes to the link (CA1256)', () => {
    const said = after(
      'Me conta com calma o que está pegando pra você agora? Te mando o link de pagamento?',
      'O problema é que o valor em dois dias para Portugal aumentou imenso.',
      'Isso é que é estranho e não é justo',
    );
    expect(said).not.toMatch(/Oba|Pix ou no cartão|garanto/);
    expect(said).toMatch(/Faz sentido o que você está dizendo/);
  });

  it('"Ok, vi e achei legal, mas vou repensar" is thinking it over, no yes (CA1266)', () => {
    const said = after(
      'Podemos parcelar, negociar pelo Whats ok? Só me falar se quer que eu te envie o link oficial de renovação.',
      'Ok, vi e achei legal,  mas vou repensar....',
    );
    expect(said).not.toMatch(/Oba|Pix ou no cartão|garanto/);
  });

  it('"Vc nao entendeu" is met with an apology and a question (CA1268, CA1287)', () => {
    for (const said of [
      reply([
        ['seller', 'Segue o link para você garantir o acesso vitalício.'],
        ['customer', 'Já tenho'],
        ['customer', 'Vc nao entendeu'],
      ]),
      after(
        LINK_OFFERED,
        'Esse link que você tá insistindo em me enviar é de um e-book, mas eu não quero e-book, eu quero continuar sendo aluna.',
        'Acho que não entendeu',
      ),
    ]) {
      expect(said).toMatch(/Desculpa/);
      expect(said).toMatch(/explica/);
      expect(said).not.toMatch(/Oba|link do cartão|Vou ver isso/);
    }
  });

  it('"Quem está falando????" and "Quem é você, por favor?" ask who answers (CA1275, CA1271)', () => {
    for (const text of [
      'Quem está falando????',
      'Quem é você,  por favor?\n\nAgradeço muito,  mas prefiro seguir no curso....',
    ]) {
      expect(after(LINK_OFFERED, text), text).toMatch(/quem te responde sou eu/);
    }
  });

  it('"Passa o contato deles" is promised the contact (CA1295)', () => {
    const said = after(
      'Recomendo contatar o suporte oficial pelo WhatsApp com seus dados.',
      'Passa o contato deles',
    );
    expect(said).toMatch(/te passo o contato/);
  });

  it('"Mas eu não vou desistir" after thanks is cheered on, not thanked (CA1285)', () => {
    const said = after(
      'É mais seguro priorizar um meio de pagamento seu.',
      'É isso que vou fazer, muito obrigada, pelo seu tempo disponibilizado🙏🏼',
      'Parece que toda a vez que eu tento entrar na COMU, tem um entrave😢',
      'Mas eu não vou desistir, até entrar para a COMU',
    );
    expect(said).not.toMatch(/Eu que agradeço/);
    expect(said).toMatch(/torcida/);
  });

  it('"Vou ficar a aguardar..." is told the seller will call (CA1292)', () => {
    const said = after(
      'Nosso suporte cuidará do seu link de parcelamento. Em breve temos novidades!',
      'Vocês são incríveis👏🏼👏🏼👏🏼\nVou ficar a aguardar... Ansiosa para entrar para a COMU RT 🥰',
    );
    expect(said).toMatch(/Te chamo aqui assim que/);
  });

  it('"vc não sabe o quanto eu estou feliz" asks no price (CA1280)', () => {
    const said = after(
      'Te acolho nesse momento, vamos ajustando tudo juntas, no seu tempo.',
      'Que bom que eu consegui conversar com vc mais de perto vc não sabe o quanto eu estou feliz obrigado pelo seu carinho 💞💞',
    );
    expect(said).not.toMatch(/R\$|vaga/);
    expect(said).toMatch(/Eu que agradeço/);
  });

  it('"o parcelamento Hotmart" named as their way is looked into (CA1294)', () => {
    const said = after(
      'Pode me dizer qual formato de pagamento seria mais viável para você neste momento?',
      'O método que a minha situação é a melhor é o "parcelamento Hotmart" para poder pagar mensalmente',
    );
    expect(said).toMatch(/parcelamento da Hotmart/);
    expect(said).not.toMatch(/R\$/);
  });

  it('thanks while the seller finds something out are told they will hear back (CA1258)', () => {
    const said = after(
      'Para confirmar a data exata, deixe-me consultar nossa equipe. Qual é o seu melhor contacto?',
      'Pode me enviar por favor, para este contacto mesmo',
      'Obrigada pela ajuda',
    );
    expect(said).toMatch(/assim que eu tiver/i);
  });

  it('a yes to a link sent once it is ready is not told it goes now (CA1255)', () => {
    const said = after(
      'Estou preparando seu link de parcelamento. Você gostaria que enviasse por aqui mesmo quando estiver pronto?',
      'Sim, por favor, agradeço que me enviem o link, para aqui😉',
    );
    expect(said).not.toMatch(/agora|garanto/);
    expect(said).toMatch(/assim que estiver pronto/i);
  });
});

describe('a story told in a talk under way is heard, not looked into', () => {
  it('"quando assisti", "quando retornei", "…, por quê não?!" ask nothing (CA1277, CA1293, CA1269)', () => {
    for (const [seller, ...said] of [
      [
        'Sinto muito pela partida da sua gatinha.',
        'Então, quando retornei a veterinária, falei sobre radiestesia e se podia me confirmar algumas coisas e disse o que havia pendulado. Bateu!',
      ],
      [
        'Quando estiver pronta, converse com a Mari sobre as opções.',
        'Eu sabia que estava entrando  no curso certo quando assisti  a Mari pela primeira vez.',
        'Uma pessoa muito iluminada',
        'Ah, e não  fui a São  Paulo  por problemas  financeiros.. pois vontade não faltou...',
      ],
      [
        'Aproveita esse tempo para você, no seu ritmo.',
        'Aprendi com o tempo que a prosperidade precisa ser compartilhada. Se há alguma maneira, por quê não?!',
      ],
    ]) {
      const talk: Turns = [
        ['customer', 'Comecei o curso e estou amando.'],
        ['seller', seller!],
      ];
      const heard = reply([...talk, ...said.map((text): Turns[number] => ['customer', text])]);
      expect(heard, said.at(-1)).not.toMatch(/Boa pergunta|Vou confirmar|Vou ver/);
    }
  });

  it('"quando" before a past verb still asks with its mark, or with a question after it', () => {
    expect(intentOfMessage('Quando assisti a live, me emocionei')).toBeNull();
    expect(intentOfMessage('Quando comprei o curso, vinha bônus?')).toBe('info');
    expect(intentOfMessage('Quando comprei o curso vinha bônus? Não lembro')).toBe('info');
    expect(intentOfMessage('Se tiver um jeito, por quê não?!')).toBeNull();
    expect(intentOfMessage('Por que não?')).toBe('info');
  });
});

describe("the seller's own name, when the customer asks who answers (CA1245, CA1275)", () => {
  const withSeller = (text: string, sellerName: string | null) => {
    const input = { ...inputFor(text, curso), sellerName };
    const written = writeOfflineReplies(input, now);
    for (const said of written) expect(replyProblems(said, input), said).toEqual([]);
    return written;
  };

  it('gives the member’s first name to "qual é o seu nome?"', () => {
    const [said] = withSeller('Perdão, qual é o seu nome?', 'Ana Paula Souza');
    expect(said).toMatch(/Meu nome é Ana\b/);
    expect(said).not.toMatch(/Paula|Souza/);
  });

  it('says who answers by name to "Quem está falando?"', () => {
    expect(withSeller('Quem está falando????', 'Ana Paula')[0]).toMatch(/sou eu, Ana\b/);
  });

  it('without a name, still says a person answers', () => {
    expect(withSeller('Perdão, qual é o seu nome?', null)[0]).toMatch(/quem te responde sou eu/);
  });
});

describe("the provider gets the seller's first name", () => {
  it('in <vendedor>, and no name block when unknown', () => {
    const named = replyPrompt({
      ...inputFor('Qual é o seu nome?', curso),
      sellerName: 'Ana Paula',
    });
    expect(named).toMatch(/<vendedor>[\s\S]*"primeiro_nome":\s*"Ana"/);
    expect(replyPrompt(inputFor('Qual é o seu nome?', curso))).not.toMatch(/<vendedor>/);
  });
});

describe("a course customer: round 15's closing reading (CA1297–1340), each failure first", () => {
  it('"Não tenho palavras para vos agradecer" and "O vosso apoio é muito importante" are thanks (CA1298, CA1321)', () => {
    for (const text of [
      'Não tenho palavras para vos agradecer🙏🏼 Tenho muito carinho por vocês, e por serem pessoas tão sérias🙏🏼🥰',
      'O vosso apoio é muito importante🥰',
    ]) {
      const said = after('Vai seguindo no seu ritmo, confiando no seu tempo.', text);
      expect(said, text).not.toMatch(/Agradeço por me contar/);
      expect(said, text).toMatch(/Eu que agradeço|Imagina|Fico feliz/);
    }
  });

  it('"adoraria saber seu nome" asks the seller’s name (CA1338)', () => {
    const input = {
      ...inputFor('Desculpa mas adoraria saber seu nome', curso),
      sellerName: 'Ana Paula',
    };
    expect(writeOfflineReplies(input, now)[0]).toMatch(/Meu nome é Ana\b/);
  });

  it('"Simmmm, eu já disse só uso esse email" owns the question asked again (CA1329)', () => {
    const said = after(
      'Você consegue me contar qual e-mail está aparecendo nessa tela?',
      'Simmmm, eu já disse só uso esse email',
    );
    expect(said).toMatch(/Você tem razão/);
  });

  it('"Eis o comprovante do pix enviado" is a payment made, no Pix sent (CA1324)', () => {
    const said = after(
      'Você precisa falar direto com nosso suporte humano pelo WhatsApp.',
      'Eis o comprovante do pix enviado a vcs dia 03/10/2025.',
    );
    expect(said).not.toMatch(/Oba|garanto|chave Pix agora/);
    expect(said).toMatch(/conferir o pagamento/);
  });

  it('"não pode ter valor" asks no price (CA1326)', () => {
    const said = after(
      'Sente que essa conexão também influencia na forma como você percebe a energia?',
      'Não deixo influenciar. Quando se torna espiritual, não pode ter valor.',
    );
    expect(said).not.toMatch(/R\$|vaga|Boa pergunta|Vou confirmar/);
  });

  it('"Podem enviar para lá" to "podemos enviar para esse endereço?" is agreed to (CA1337)', () => {
    const said = after(
      'Raquel, podemos enviar os brindes para esse endereço dos seus pais então?',
      'Podem enviar para lá',
    );
    expect(said).toMatch(/Combinado/);
    expect(said).not.toMatch(/Vou ver isso/);
  });

  it('"só quis ajudar para as próximas black!" is a suggestion, thanked (CA1303)', () => {
    const said = after(
      'Se quiser olhar de novo tudo o que está incluso com calma, posso te passar o link?',
      'Mas enfim… só quis ajudar para as próximas black!',
    );
    expect(said).toMatch(/sugestão/);
  });

  it("an answer to the seller's question is noted, not looked into as a question (CA1336, CA1308)", () => {
    const hard = after(
      'Karla, qual é a principal dificuldade que você está enfrentando com o acesso?',
      'Encontrar o link de acesso e conseguir assistir as aulas sem interrupções',
    );
    expect(hard).toMatch(/Anot/);
    const how = after(
      'Ana, você prefere receber o certificado MEC por e-mail ou deseja ir presencialmente até nós?',
      'Com o papel da Faculdade via Sedex e eu assino aqui quando eu receber.',
    );
    expect(how).not.toMatch(/informações de acesso/);
    expect(how).toMatch(/Anot/);
  });

  it('a trouble said in answer to the seller is not "Anotado" (CA1332)', () => {
    const said = after(
      'Você consegue me dizer o que exatamente está aparecendo em inglês aí (menu, botão, nome das aulas), para eu te orientar passo a passo em cima do que você está vendo na tela agora?',
      'Nao , nao roda mais.. acaba ai',
    );
    expect(said).not.toMatch(/Anotado|Com isso eu já consigo/);
  });
});

describe("a course customer: round 15's third reading (CA1341–1384), each failure first", () => {
  it('"Estou querendo adquirir o curso completo" is ready to buy, not a remark (CA1378)', () => {
    const said = after(
      'Você já acompanha as aulas com a gente ou tá chegando agora, só de curiosa?',
      'Estou querendo adquirir o curso completo com a Mary sobre radiestesia',
    );
    expect(said).not.toMatch(/Agradeço por me contar/);
    expect(said).toMatch(/Pix|cartão|link|R\$/);
  });

  it('"Combinado muito obrigado por vc ter entendido…" is thanks (CA1380)', () => {
    const said = after(
      'Fica tranquila, não é pressão nenhuma.',
      'Combinado muito obrigado por vc ter entendido a minha situaçao eu estava muito preocupada',
    );
    expect(said).toMatch(/Eu que agradeço|Imagina/);
  });

  it('"Próximo passo será o curso!" is a plan, cheered (CA1374)', () => {
    const said = reply([
      ['seller', 'Envio o link do e-book agora.'],
      ['customer', 'Comprei o e book'],
      ['customer', 'Próximo passo será o curso! 🙏'],
    ]);
    expect(said).not.toMatch(/Agradeço por me contar/);
    expect(said).toMatch(/planos|Que bacana|Que lindo/);
  });

  it('"Esse é o documento do pix pago" is a payment made, no Pix offered (CA1377)', () => {
    const said = after(
      'Ana, você gostaria que eu verificasse o status do seu certificado agora?',
      'Esse é o documento do pix pago',
    );
    expect(said).not.toMatch(/Pode ser no Pix|chave Pix/);
    expect(said).toMatch(/conferir o pagamento/);
  });

  it('what a course customer says of a sending, asking nothing, is no access to give (CA1375, CA1369)', () => {
    for (const said of [
      after(
        'Raquel, conseguimos localizar seu endereço para enviar os brindes da turma Pedra da Lua?',
        'Vocês tem o endereço ?',
        'Ok ! Aguardo o envio ! Muito obrigada',
      ),
      after(
        'Ana, você já entrou em contato com a gente após os 42 dias para acompanhar o certificado?',
        'Pelo que vcs me informaram, assim que chegasse enviava via e-mail, ou vem Sedex, não?',
        'Vcs falaram que tem um local para a gente assinar, como na Universidade Federal exige também essa assinatura',
      ),
    ]) {
      expect(said).not.toMatch(/informações de acesso|Assim que você confirmar/);
    }
  });

  it('"não consegui por questão financeira" is heard as money, not looked into (CA1376)', () => {
    const said = after(
      'Se quiser, posso te enviar o link oficial para garantir sua vaga. Se pintar dúvida, só avisar!',
      'Mas não consegui por questão financeira',
    );
    expect(said).not.toMatch(/Vou ver isso/);
    expect(said).toMatch(/formas de pagamento/);
  });
});

describe("a course customer: round 15's closing reading (CA1385–1401), after it", () => {
  it('"VC não me passou o link" and "Cadê o link do grupo." are sent the link (CA1389, CA1344)', () => {
    expect(
      after('Qual módulo específico está bloqueado no app?', 'Todos', 'VC não me passou o link'),
    ).toMatch(/te mando o link/);
    expect(after('Quer o link de matrícula?', 'Cadê o link do grupo.')).toMatch(
      /te mando o link do grupo/,
    );
  });

  it('"Agora ...estou saindo para o trabalho" is a talk for later (CA1386)', () => {
    const said = after(
      'Se funcionar, te ajudo a deixar esse link fixado.',
      '...vou salvar esse que estou falando com você',
      'Agora ...estou saindo para o trabalho',
    );
    expect(said).toMatch(/Me chama quando puder/);
  });

  it('"serei imensamente grata" is thanks; "é isso q gosto!!!" gladness (CA1387, CA1399)', () => {
    expect(
      after('Esses 10 minutinhos são um ótimo começo.', 'Sem dúvida e serei imensamente grata.'),
    ).toMatch(/Eu que agradeço/);
    expect(after('Aproveita esse mergulho no conteúdo.', 'Sem duvida é isso q gosto!!!')).toMatch(
      /Que bom|feliz/,
    );
  });

  it('a bakery customer who asks for the link to pay, or is leaving, is still read as before', () => {
    expect(repliesInTalk([['customer', 'Cadê o link pra pagar?']], padaria)[0]).not.toMatch(
      /link do/,
    );
    expect(
      repliesInTalk(
        [['customer', 'Estou saindo pro trabalho, pode entregar depois das 18h?']],
        padaria,
      )[0],
    ).not.toMatch(/Me chama quando puder/);
  });
});
