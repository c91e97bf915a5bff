// The replies to something said that no kind of turn reads (reply-intent.ts 'other'): what the
// words still say (another thing bought, a name mixed up, help asked, their details, who they
// are, a sorrow, eagerness, a talk for later, a worry, a step of their own, an ok), each met as
// a seller would; else heard and looked into, by name where the words name it.
import { QUESTION_MARK } from './chat-text.ts';
import {
  ASKS,
  call,
  diffLine,
  hello,
  ofProduct,
  statement,
  type Piece,
  type ReplyContext,
} from './reply-lines.ts';
import {
  ASKED_AGAIN,
  AUDIO_ASKED,
  AUDIO_REFUSED,
  AWAY_MESSAGE,
  THEIRS_OFFERED,
  BOLETO_ISSUED,
  BONUS_SAME,
  CHARGE_ASKED,
  CONFUSED,
  ADDRESS_GIVEN,
  DATA_GIVEN,
  DOUBTS_AHEAD,
  HERE_PREFERRED,
  NO_CPF,
  OTHERS_PAY_LESS,
  ORDER_ITEMS,
  PAY_SAFE,
  PRICE_TOLD,
  PAYMENT_CLEARS,
  SAME_PRICE_LATER,
  SORRY_ASKING,
  STILL_PAYING,
  PRICE_WRONG,
  TALK_LATER,
  NEWS_PROMISED,
  PAY_REFUSED,
  PAYMENTS_MADE,
  PERSONAL,
  WAITING_THERE,
  LOST_IN_TALKS,
  UNDERSTAND_ASKED,
  REMEMBER_ME,
  REFERRAL,
  OWN_SEARCH,
  CANCEL_BOLETO,
  CONTACT_ASKED,
  DETERMINED,
  WILL_TRY,
  LINK_MISSING,
  MISUNDERSTOOD,
  MONEY_SHORT,
  UNFAIR,
  STATUS_ASKED,
  OTHER_WAY,
  WAITS_FOR_US,
  WENT_WRONG,
  WHO_ANSWERS,
  UNSURE,
  WORRY,
  WORTH_ASKED,
  WRONG_LINK_SENT,
} from './reply-intent.ts';
import { upperFirst } from './text.ts';
import { nameInTurn, otherBought, WHY_NOT_CLOSING, WRONG_NAME } from './turn.ts';

/** A yes or an ok, nothing asked ('Blz então', 'Sim. Vou tentar'). */
export const acknowledges = (c: Pick<ReplyContext, 'asked'>) =>
  c.asked.split(' ').length <= 2 ||
  // 'já vi que é à quartzo. Não precisa responder.' (m870)
  /\bnao precisa (?:responder|se preocupar)\b|^fique tranquil[oa]\b/.test(c.asked) ||
  // 'Ah sim muito bom eu não havia lido isso'.
  (/^(?:ah,? )?(?:sim|ok|certo)\b[^?]{0,20}\b(?:muito bom|otimo|perfeito)\b/.test(c.asked) &&
    !c.asked.includes('?')) ||
  // 'Sim. Vou tentar' (m650): a yes or an ok said, nothing asked.
  (/^(?:sim|ok|certo|ta bom|ta certo|beleza|blz|combinado|entendi|entendido)\b/.test(c.asked) &&
    c.asked.split(' ').length <= 5 &&
    !c.asked.includes('?')) ||
  // 'Pode ser na mesma data n tem problema': an ok to what was proposed.
  (/^pode ser\b/.test(c.asked) && c.asked.split(' ').length <= 8 && !c.asked.includes('?'));

/** The details of an order given, nothing asked ('Nome de comprador: …', 'meu CEP é …', m566). */
const ORDER_DETAILS =
  /^(?:(?:agora |mas )?(?:o )?meu (?:numero|telefone|celular|whats(?:app)?)\b(?: (?:e|eh))?[^?]*\d{8,}|(?:o )?(?:nome|endereco|cep|cpf)(?: (?:do|da|de) (?:comprador|compradora|destinatario|destinataria|entrega))?(?: completo)? ?:|(?:o )?meu (?:nome|endereco|cep|cpf)(?: completo)? (?:e|eh)\b)/;
const givesDetails = (c: ReplyContext) => ORDER_DETAILS.test(c.asked) && !c.asked.includes('?');

/** Their own pace ('vou levar tempo', 'Vou indo devagar', 'Estou aprendendo', 'falta tempo'). */
const OWN_PACE =
  /\b(?:(?:vou|vai) (?:levar|demorar) (?:um )?(?:tempo|tempinho)|vou indo devagar|vou me dedicar|(?:estou|to) aprendendo|vou focar|(?:agora |me )?falta tempo|cada dia (?:e )?um aprendizado)\b/;

/** A hope of their own ('creio que eu mudaria tudo isso'): wished well, nothing checked. */
const HOPE =
  /\b(?:creio que|acredito que|tenho fe que|se deus quiser)\b(?! (?:sim|nao)\b)[^?]{0,80}\b(?<!\bnao )(?:mudaria|mudar|vou mudar|vai mudar|vai dar certo|conseguirei|vou conseguir)\b/;

/** 'Adoraria. Pode me chamar': the seller calls. */
const CALL_ME =
  /^(?:[\p{L} ]{0,20}\W+)?(?:pode|podem) me (?:chamar|ligar)(?: (?:agora|sim|aqui|ja))?\W*$/u;

/** When they can ('Qualquer dia', 'Durante a semana a tarde ou noite'), nothing asked. */
const WHEN_FREE =
  /^(?:qualquer dia|qualquer horario|durante a semana|(?:de|pela) manha|(?:a|de|pela) tarde|(?:a|de) noite|(?:no )?fim de semana)\b[^?]*$/;

/** 'Recebi via e-mail': what was sent arrived. */
const GOT_IT_BY_MAIL =
  /^(?:ja |sim,? )?recebi(?: sim)?(?: (?:via|por|pelo|no))? (?:o )?e-?mail\W*$/;

/** 'Ok. Meu e-mail👇': their details about to come. */
const DETAILS_COMING =
  /^(?:ok|certo|sim|ta)?\W*(?:segue |vai |la vai )?(?:o )?meu (?:e-?mail|cpf|nome completo|endereco|telefone|numero)\W*$|\b(?:esta escrito|aparece|apareceu|diz|abre|ficou|veio) (?:isso|assim)\W*$/;

/** What a customer plans to do with it ('quero associar ao Reiki', 'futuramente oferecer serviço'). */
const GOAL =
  /\b(?:trabalhar profissionalmente|(?:quero|pretendo) abranger|(?:quero|pretendo|penso em|vou) (?:aprender|associar|usar|aplicar|trabalhar|atender|ajudar|oferecer|comecar a atender|levar|montar|abrir)\b|futuramente|meu (?:sonho|objetivo|plano) e\b|proximo passo (?:sera|vai ser|e)\b)/;

/** 'depois eu consigo amolar essa lâmina…': whether they can, asked without its mark. */
const CAN_I = /\b(?:consigo|da pra|da para|posso|pode|tem como)\b/;

/** Good news of their own ('Hj sou feliz', 'Super em paz', 'deu tudo certo'). */
const HAPPY =
  /\b(?:(?:e|eh) isso (?:que|q) (?:eu )?gosto|(?:agora|ja) (?:entrou|abriu|foi|deu certo)\W*$|(?:confirmei|consegui|ja|agora)(?: agora)?,? (?:que )?(?:tenho acesso|(?:consegui )?(?:entrar|acessar)|entrei)|(?:sou|to|estou|ficou|fiquei|me sinto) (?:muito |tao |super )?feliz|super em paz|(?:estou|to|fiquei) (?:em paz|amando)|deu (?:tudo )?certo|(?:estou|to|fiquei|ja estou|ja to) sem dor|(?<!\b(?:vcs?|voces?) )consegui(?! (?:acessar|entrar|abrir|pagar))(?=\W*$)|(?<!\bnao )(?:tenho tido|tive|estou tendo|to tendo|ja tenho) (?:uns |alguns |muitos )?(?:bons|otimos|excelentes|lindos|grandes) resultados(?![^.?!]{0,80}\b(?:mas|porem|so que)\b)|consegui ate(?![^.?!]{0,80}\b(?:mas|porem|so que)\b)|fiquei (?:muito |tao |super )?emocionad[oa] com isso|(?<!\bnao )(?:fiquei|estou|to) (?:muito |tao |super )?encantad[oa](?![^?]{0,80}\b(?:mas|porem|so que|quero|vou querer|manda|quanto)\b))\b/;

/**
 * Words of a trouble or of something to look up ('bloqueado', 'cancelamento dia 13', 'meu
 * e-mail', 'por isso estou perguntando'): looked into; without them a remark is only heard. In a
 * talk under way a 'não' alone is no trouble ('Ele não faz nada dentro de casa'): TROUBLE_NAMED.
 */
const TROUBLE_NAMED =
  /\b(?:acess\p{L}*|senha|login|link|pag(?!ina)\p{L}*|boleto|pix|cartao|cancel\p{L}*|bloque\p{L}*|expir\p{L}*|erro|problema|certificado|diploma|e-?mail|prazo|data|dia \d+|direito|pedido|compr\p{L}*|receb\p{L}*|cheg\p{L}*|aula|modulo|app|aplicativo|plataforma|sistema|cadastr\p{L}*|inscri\p{L}*|matricul\p{L}*|turma|vaga|pergunt\p{L}*|(?<!\bsem (?:nenhuma )?)duvida|precis\p{L}*(?! ser\b)|quero|queria|gostaria|ajuda|resolver|falta\p{L}*|liberad\p{L}*|libera\p{L}*|esper\p{L}*|aguard\p{L}*|onde|qual|quanto|valor|preco|entreg\p{L}*|envi\p{L}*|mand\p{L}*|troc\p{L}*|devol\p{L}*|errad\p{L}*|aparec\p{L}*|assim|olha|prints?|mensage\p{L}*|respond\p{L}*|tentativas?|repet\p{L}*|condic\p{L}*|renov\p{L}*|cobr\p{L}*|por favor|era (?:para|pra))\b|\d/u;
/** A 'não' of something that fails ('Só não tá abrindo', 'Não entro', 'Vc não entendeu'). */
const NOT_WORKING =
  /\b(?:nao|nem)\b(?: \p{L}+){0,2} (?:abr|entr|consig|conseg|funcion|carreg|aparec|fiz|fez|pass|mand|envi|entend|receb|cheg|resolv|respond|liber|atend|baix|rod|trav|toc|indo)\p{L}*|\b(?:tentei|lastimavel|robos?)\b|\bsem (?:som|audio|imagem|video|acesso|internet|sinal|resposta)\b|\btela (?:fica |ficou |esta |ta )?(?:branca|preta|travada)\b/u;
const TROUBLE = new RegExp(String.raw`\b(?:nao|nem|sem)\b|${TROUBLE_NAMED.source}`, 'u');

/**
 * Told of themselves ('Eu participei da live', 'E tenho muitas e muitas mais'), not a question
 * without its mark ('Esse emagrece mesmo', 'Quantas cápsulas toma por dia', 'Para mim por favor').
 */
const TOLD =
  /^(?!(?:\p{L}+ )?(?:se|esse|este|essa|esta|ele|ela|e|eh|quant\p{L}*|como|qual|quais|onde|quando|tem|teria|pode|para mim|pra mim|me|verifica|sera)\b)(?!.*\b(?:por favor|pf|pfv|pfvr)\b).*\b(?:eu|participei|fiz|fui|tenho|tive|estou|to|estava|estive|gostei|adorei|amei|amo|minha|meu|comigo|a gente)\b/u;

/** A suggestion made ('uma sugestão de melhoria para as demais'): thanked, nothing promised. */
const SUGGESTION =
  /(?<!\b(?:queria|gostaria de|me da|me de|tem|teria|pode me dar|preciso de) (?:uma |alguma )?)\bsugest\p{L}*|\b(?:seria bom se|voces deveriam|vcs deveriam|fica a dica|ponto de atencao|so quis ajudar)\b/u;

/** Sorry for how they write ('Desculpa erros de digitação e minhas dificuldades'). */
const SORRY_TYPING =
  /^(?:desculp\p{L}*|perdao|foi mal)\b[^?]{0,40}\b(?:digitac\p{L}*|escrit\p{L}*|portugues|erros?|dificuldades?)\b/u;

/** An order to start, nothing in it yet ('Gostaria de fazer um pedido'). */
const ORDER_START =
  /^(?:\W*(?:oi|ola|bom dia|boa tarde|boa noite)\W{1,3})?(?:gostaria de|queria) fazer (?:um|uma) (?:pedido|encomenda)\b(?! de)/;

/** A confirmation awaited ('Aguardo confirmação', 'fico no aguardo do seu retorno'). */
const AWAITS_CONFIRMATION =
  /^(?:fico no )?aguardo (?:a |o |sua |seu |da |do |os |seus )*(?:confirmac\p{L}*|retorno|resposta|feedbacks?)\b/u;

/** A time to move ('Gostaria de remarcar minha consulta'); with a day said, that day is looked into. */
const RESCHEDULE = /\b(?:remarcar|reagendar|mudar (?:o|a) (?:dia|data|horario))\b/;
const DATE_SAID =
  /\d|\b(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje|semana|mes)\b/;

/** An appointment they cannot make ('Não poderei comparecer a consulta'). */
const CANT_COME =
  /\bnao (?:poderei|vou poder|posso|consigo|conseguirei|vou conseguir) (?:mais )?(?:ir|comparecer|vir)\b|\b(?:vou ter que|preciso|vou precisar) (?:cancelar|desmarcar)\b/;

/** A day and an hour chosen ('Pode ser dia 02 as 10hrs pfv', 'quinta às 15h'). */
const TIME_CHOSEN =
  /^(?:(?:pode ser|prefiro|fica (?:bom|melhor)|entao)\W{1,3})?(?:(?:n[ao] )?dia \d{1,2}|segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje)\b[^?]{0,30}\b(?:as|a) \d{1,2}(?:h|:\d{2}| ?hrs?)/;

/** Picked up, as agreed ('Oi, eu passei aí e peguei', 'ja peguei obrigada'). */
const PICKED_UP = /\b(?:passei ai e peguei|ja peguei|ja busquei|passei ai e busquei)\b/;

/** Sorry for the late reply ('jesus esqueci de te responder', 'não deu pra continuar…'). */
const SORRY_LATE =
  /\b(?:esqueci de (?:te )?responder|nao deu (?:pra|para) (?:continuar|responder)|desculp\p{L}* a demora|estava (?:agarrad|ocupad|corrid|enrolad)\p{L}*)/u;

/** The seller's name asked ('Perdão, qual é o seu nome?', 'Como você se chama?'). */
const NAME_ASKED =
  /\b(?:qual (?:e )?(?:o )?seu nome|saber (?:o )?seu nome|como (?:e que )?(?:voce|vc) se chama)\b/;

/** Who they are, with no name ('Sou aluna ametista', 'Eu sou o filho da Tania'). */
const WHO_I_AM =
  /^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:eu )?(?:ja )?sou (?:da (?:turma|comunidade)\b|(?:a |o |uma |um )?(?:alun[oa]|filh[oa]|mae|pai|espos[oa]|marido|irma|irmao|cliente|neta|neto))\b/;

/** Only later they can ('só vou conseguir resolver no ano que vem', L44): given time. */
const ONLY_LATER =
  /\b(?:so|somente) (?:vou|vai|vamos|irei) (?:conseguir|poder|dar)\b[^?]{0,60}\b(?:(?:no|o) (?:ano|mes) que vem|(?:no|o) proximo (?:ano|mes)|em (?:janeiro|fevereiro|marco))\b/;

/** A sorrow shared ('Ter perdido meu namorido. E não ter familia'): met with care, nothing checked. */
const SORROW =
  /\b(?:(?:ja )?cai (?:muitas|varias) vezes|nem consigo sair|glaucoma|(?:as )?dores (?:bloqueiam|nao me deixam|me impedem)|(?:por )?(?:eu )?nao (?:estar|estou|to|ando) bem|tenho (?:neuropatia|fibromialgia|cancer|artrose|artrite|lupus|esclerose)|nem (?:forca|forcas) (?:tenho|pra|para)|(?:perdi|(?:ter )?perdido) (?:o meu |a minha |meu |minha )(?:mae|pai|marido|esposa|filh[oa]|namorad[oa]|namorid[oa]|irma|irmao|avo|tia|tio|amig[oa]|emprego|cachorr[oa]|gat[oa]|bebe)|faleceu|falecimento|luto|(?:viraram|virou) (?:uma |umas )?estrelinhas?|morreu|morreram|sozinh[oa] na vida|nao ter familia|(?<!\b(?:nunca mais tive|nao tenho mais|sai da|superei a|venci a) )depressao|(?:to|estou|ando|fiquei) (?:muito |tao )?triste|tem dias? que (?:estou|to|fico|ando) mal|(?:estou|to|ando|fico) mal com tudo|momento dificil|fase dificil)\b/;

/** Eager to start ('Não vejo a hora de retomar os estudos'): met with joy, nothing checked. */
const EAGER =
  /^bora (?!fechar|pagar|comprar)|\b(?:quero tanto|(?:aguardando|esperando) ansios[ao]|nao vejo a hora|to ansios[ao]|estou ansios[ao]|muito ansios[ao]|doid[ao] (?:para|pra) comecar|quero ser [a-z]+(?: [a-z]+)? (?:pra|para) sempre)\b/;

/**
 * What the customer is about to do themselves ('Vou olhar de novo ...um momento', 'Vou ficar com
 * os dados móveis'): waited for. Paying, buying or thinking it over are read before this.
 */
const OWN_STEP =
  /(?<=^|[.!,;] ?)(?:(?:ok|ta|sim|certo|pode ser|ta bom|nao)\W{1,3})?(?:eu )?(?:ja |agora )?(?:vou|irei)\b(?! (?:precisar|querer|levar|pegar|ter que|me dedicar|descansar|dormir|deitar))|\b(?:um momento|um minuto|um instante|so um pouquinho|ja volto|ja (?:te |lhe )?(?:falo|confirmo|aviso|digo)|ja (?:te )?(?:envio|mando)|daqui (?:a|por) (?:umas |algumas |uns )?(?:horas|minutos|pouco|instantes)\b[^?]*\bconsigo|(?:estou|to) me organizando (?:pra|para)|^(?:eu )?(?:poderei|vou poder|posso|vou) (?:testar|tentar)\b[^?]*$|\bposso (?:te |lhe )?(?:enviar|mandar)\b[^?]*$|\bdepois,? (?:eu )?(?:te |lhe )?(?:envio|mando)\b)\b/;

const WAITING_FOR_US =
  /(?<!\bainda )\b(?:fico|vou ficar|ficarei)(?: entao)? (?:no )?aguard(?:o|ando)(?: (?:o |a )?(?:seu|sua) (?:retorno|resposta|contato))?\W*$/;

/** Another thing the customer has bought, said back ('o livro digital'), or null. */
const bought = (c: ReplyContext) => otherBought(c.asked, c.written, c.product);

/** 'Preciso de ajuda', 'pode me ajudar?': nothing said yet of what with (luvia L16). */
const asksHelp = (c: ReplyContext) =>
  c.yesToHelp ||
  /^(?:(?:oi|ola)\W*)?(?:eu )?(?:preciso de (?:uma )?ajuda|me ajuda|pode me ajudar|socorro)\b/.test(
    c.asked,
  );

const UNSURE_TOPICS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\be-?mail\b/, 'o e-mail'],
  [/(?<!\bme )\bconta\b/, 'a conta'],
  [/\b(?:acesso|login|senha)\b/, 'o acesso'],
  [/\b(?:pagamento|pagar|cartao|pix|boleto)\b/, 'o pagamento'],
  [/\b(?:site|link|pagina)\b/, 'o site'],
];

/** ' com o e-mail e a conta': what they named as unsure, after the word; '' when nothing is. */
function unsureAbout(asked: string): string {
  const after = asked.slice(UNSURE.exec(asked)!.index);
  const topics = UNSURE_TOPICS.filter(([re]) => re.test(after)).map(([, say]) => say);
  return topics.length ? ` com ${topics.slice(0, 2).join(' e ')}` : '';
}

/** When they can be reached ('Amanhã estarei em casa'), and how it is said back. */
const FREE_WHEN =
  /\b(amanha|hoje|a tarde|a noite|de manha) (?:eu )?(?:estarei|vou estar|estou|fico) (?:em casa|livre|disponivel)\b/;
const FREE_DAYS: Record<string, string> = {
  amanha: 'amanhã',
  hoje: 'hoje',
  'a tarde': 'à tarde',
  'a noite': 'à noite',
  'de manha': 'de manhã',
};

/**
 * What the words still say, in the order read: the first that holds writes the three replies. A
 * pattern alone holds when the customer's words match it.
 */
type Reading = readonly [
  when: RegExp | ((c: ReplyContext) => boolean),
  replies: (c: ReplyContext) => Piece[][],
];

const SAID: readonly Reading[] = [
  // The seller's own words quoted back ('Essa era a mensagem…: “…mando tudo para você!”😞'): owned.
  [
    (c) => c.quotesSeller,
    (c) => [
      [
        call(c, 'Você tem razão', ', me desculpa!'),
        'Vou ver isso agora mesmo e já te dou um retorno.',
      ],
      [call(c, 'Desculpa', ', você tem razão!'), 'Já estou vendo isso pra você.'],
      [
        hello(c),
        'Você tem razão, me desculpa.',
        'Vou resolver isso agora e te respondo em seguida.',
      ],
    ],
  ],
  // 'Sim, por favor' to '…gostaria que enviasse por aqui quando estiver pronto?'.
  [
    (c) => c.yesToLater,
    (c) => [
      [call(c, 'Combinado'), 'Assim que estiver pronto, te mando por aqui.'],
      [call(c, 'Pode deixar'), 'Te mando por aqui assim que estiver tudo certo.'],
      [hello(c), 'Combinado!', 'Assim que ficar pronto, te envio por aqui mesmo.'],
    ],
  ],
  [
    LINK_MISSING,
    (c) => {
      const of = /\blink (d[aoe]s? (?:grupo|aula|live|e-?book|curso|comunidade))\b/.exec(c.asked);
      const link = of ? `o link ${of[1]}` : 'o link';
      return [
        [call(c, 'Desculpa'), `Já te mando ${link} por aqui.`],
        [call(c, 'Poxa, desculpa'), `Te passo ${link} em seguida.`],
        [hello(c), 'Desculpa a falha!', `Já te envio ${link} aqui.`],
      ];
    },
  ],
  [
    MISUNDERSTOOD,
    (c) => [
      [
        call(c, 'Desculpa'),
        'Acho que não entendi mesmo.',
        'Me explica de novo o que você precisa, que eu vejo certinho.',
      ],
      [call(c, 'Me desculpa'), 'Me explica de novo, com calma, que eu vejo direitinho?'],
      [hello(c), 'Desculpa, acho que me confundi.', 'Me explica de novo o que você precisa?'],
    ],
  ],
  [
    CONTACT_ASKED,
    (c) => [
      [call(c, 'Claro'), 'Já te passo o contato por aqui.'],
      [call(c, 'Pode deixar'), 'Te passo o contato em seguida.'],
      [hello(c), 'Já te mando o contato aqui, tá?', 'Qualquer coisa, é só me chamar.'],
    ],
  ],
  [
    MONEY_SHORT,
    (c) => [
      [
        call(c, 'Entendo'),
        'Acontece, viu?',
        'Se quiser, te conto as formas de pagamento de agora.',
      ],
      [
        call(c, 'Entendi'),
        'Agradeço por me contar.',
        'Quando for a hora, me chama que eu te ajudo.',
      ],
      [
        hello(c),
        'Entendo, acontece.',
        'Se quiser, te passo as condições de agora pra você ver com calma.',
      ],
    ],
  ],
  [
    (c) => ONLY_LATER.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Sem pressa'), 'Quando chegar a hora, é só me chamar, que eu te ajudo.'],
      [call(c, 'Tudo bem'), 'Fica tranquila, estou por aqui quando você puder.'],
      [hello(c), 'Sem problema!', 'Quando der certo pra você, me chama.'],
    ],
  ],
  [
    WILL_TRY,
    (c) => [
      [call(c, 'Combinado'), 'Se não conseguir, me chama aqui que a gente vê outro jeito.'],
      [call(c, 'Tá certo'), 'Tenta lá, e qualquer coisa me chama por aqui.'],
      [hello(c), 'Boa sorte lá!', 'Se não der certo, me avisa que eu te ajudo.'],
    ],
  ],
  [
    DETERMINED,
    (c) => [
      [call(c, 'Isso aí'), 'Estou na torcida por você!', 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Que bom ler isso'), 'Estou na torcida por você, conte comigo.'],
      [hello(c), 'Adorei a sua determinação!', 'Conte comigo no que precisar.'],
    ],
  ],
  // 'Por gentileza, quero sim' to 'Quer que a gente abra um chamado…?': agreed to, and done.
  [
    (c) => c.yesToOffer,
    (c) => [
      [call(c, 'Combinado'), 'Já vou fazer isso e te aviso por aqui.'],
      [call(c, 'Pode deixar'), 'Já vejo isso e te dou um retorno em seguida.'],
      [call(c, 'Certo'), 'Vou providenciar e te falo assim que estiver feito.'],
    ],
  ],
  // 'POSSO PASSAR O LINK DA LIVE': what they offer to send, asked for.
  [
    THEIRS_OFFERED,
    (c) => [
      [call(c, 'Pode mandar, sim'), 'Assim eu vejo certinho e te respondo.'],
      [call(c, 'Claro'), 'Manda aqui, que eu já vejo e te respondo.'],
      [call(c, 'Pode sim'), 'Fico no aguardo pra ver e te falo.'],
    ],
  ],
  // 'Nosso escritório está fora do horário de expediente…': an automatic reply, awaited.
  [
    AWAY_MESSAGE,
    (c) => [
      [call(c, 'Combinado'), 'Fico no aguardo do seu retorno.'],
      [hello(c), 'Sem problema, fico no aguardo.', 'Quando puder, é só me responder por aqui.'],
      [call(c, 'Tudo bem'), 'Aguardo o seu retorno por aqui.'],
    ],
  ],
  // 'Amanhã estarei em casa': when they can be reached, agreed to.
  [
    (c) => FREE_WHEN.test(c.asked) && !SORROW.test(c.asked),
    (c) => {
      const when = FREE_DAYS[FREE_WHEN.exec(c.asked)![1]!]!;
      return [
        [call(c, 'Combinado'), `Então a gente se fala ${when}, tá bom?`],
        [call(c, 'Perfeito'), `Te chamo ${when}, então. Até lá!`],
        [hello(c), `Anotado! A gente se fala ${when}, então.`],
      ];
    },
  ],
  // 'Vc pode escolher': the choice left to the seller is taken, nothing to check.
  [
    (c) =>
      /^(?:(?:voce|vc|a senhora) (?:pode|que) escolhe\p{L}*|(?:voce|vc) decide|tanto faz|como (?:voce|vc) preferir|fica a (?:seu|sua) criterio)\b/u.test(
        c.asked,
      ),
    (c) => [
      [call(c, 'Combinado'), 'Então eu vejo o melhor pra você e te aviso.'],
      [call(c, 'Pode deixar'), 'Eu escolho aqui e te confirmo.'],
      [call(c, 'Certo'), 'Vou ver o que fica melhor e te falo.'],
    ],
  ],
  // 'Nesse diz meu e-mail tá errado': the e-mail they used is asked, to check it.
  [
    (c) => /\b(?:meu |o )?e-?mail (?:esta |ta )?(?:errado|incorreto|invalido)\b/.test(c.asked),
    (c) => [
      [call(c, 'Poxa'), 'Me passa o e-mail que você usou na compra, que eu confiro aqui.'],
      [call(c, 'Deixa eu ver'), 'Qual e-mail você usou na compra? Eu confiro o seu cadastro.'],
      [hello(c), 'Me manda um print dessa tela e o seu e-mail, que eu vejo o que houve.'],
    ],
  ],
  // 'ravenalopes2020@gail.com', as the seller asked: noted and looked up.
  [
    (c) =>
      /^(?:ok[.,!]? )?(?:(?:o |meu )?e-?mail(?: e)?:? ?)?[\w.-]+@[\w-]+(?:\.[a-z]+)+[.!\s]*$/.test(
        c.asked,
      ),
    (c) => [
      [call(c, 'Anotado'), 'Vou localizar aqui pelo seu e-mail e já te falo.'],
      [call(c, 'Anotei'), 'Já vejo o seu cadastro por esse e-mail e te respondo em seguida.'],
      [call(c, 'Agradeço'), 'Com esse e-mail eu já consigo ver aqui. Te falo em seguida.'],
    ],
  ],
  // 'Já me ficaram de enviar para aqui o link': what was promised and not sent, owned.
  [
    (c) =>
      /\b(?:(?:ficaram|ficou) de (?:me )?|(?:iam|ia) me )(?:enviar|mandar|passar)\b[^?]{0,30}\blink\b/.test(
        c.asked,
      ),
    (c) => [
      [call(c, 'Desculpa a demora'), 'Vou ver o seu link agora e te mando por aqui.'],
      [call(c, 'Você tem razão'), 'Já vejo o link e te envio em seguida.'],
      [call(c, 'Poxa, desculpa'), 'Vou conferir o link e já te mando aqui.'],
    ],
  ],
  // 'Vc não tem um número de telefone': the seller's contact, passed on.
  [
    (c) =>
      /^(?:(?:voce|vc|voces|vcs) )?(?:nao )?(?:tem|teria|tens) (?:um |o |algum )?(?:numero|telefone|whats\p{L}*|e-?mail|contato)\b/u.test(
        c.asked,
      ),
    (c) => [
      [call(c, 'Claro'), 'Já vejo isso aqui e te passo em seguida.'],
      [call(c, 'Tenho sim'), 'Já te passo o contato em seguida, por aqui.'],
      [hello(c), 'Já vejo aqui e te mando o contato por aqui, tá?'],
    ],
  ],
  // 'Ok. Meu e-mail👇' after 'posso te ajudar?': no yes to help, their e-mail comes next.
  [
    DETAILS_COMING,
    (c) => [
      [call(c, 'Pode mandar'), 'Fico no aguardo por aqui.'],
      [call(c, 'Pode enviar'), 'Fico aqui esperando a sua mensagem.'],
      [call(c, 'Claro'), 'Pode mandar aí, que eu já vejo.'],
    ],
  ],
  // 'Já adquiri o vitalício.... Gostaria de acessar o PROFISSIONAL': the access looked into.
  [
    (c) => bought(c) !== null && /\b(?:acessar|entrar n[oa])\b/.test(c.asked),
    (c) => [
      [call(c, 'Deixa eu ver'), 'Vou conferir aqui o seu acesso e já te falo.'],
      [hello(c), 'Já vejo o seu acesso aqui e te respondo em seguida.'],
      [call(c, 'Pode deixar'), 'Vou ver o seu acesso agora e te falo como fica.'],
    ],
  ],
  // 'Adquiri o Ônix e agora o vitalício', '...adquiri o vitalício': bought of the seller,
  // thanked; nothing offered.
  [
    (c) =>
      bought(c) !== null &&
      /\b(?:e agora (?:o|a|os|as)|agora (?:comprei|adquiri|peguei)|adquiri)\b/.test(c.asked),
    (c) => [
      [
        call(c, 'Que bom'),
        `Fico feliz que você já tenha ${bought(c)!}.`,
        'Agradeço pela confiança!',
      ],
      [
        call(c, 'Que alegria'),
        'Agradeço por confiar no meu trabalho.',
        'Estou por aqui pro que precisar.',
      ],
      [hello(c), 'Fico muito feliz com a sua compra!', 'Se precisar de algo, me chama.'],
    ],
  ],
  [
    (c) => bought(c) !== null,
    (c) => {
      const thing = bought(c)!;
      return [
        [
          call(c, 'Que bom'),
          `Fico feliz que você já tenha ${thing}.`,
          `Se quiser saber mais ${ofProduct(c, 'do que eu tenho aqui')}, é só me falar.`,
        ],
        [hello(c), `Que bom que você já tem ${thing}!`, 'Qualquer dúvida, é só me chamar.'],
        [
          call(c, 'Que legal'),
          'Agradeço por me contar.',
          c.product ? `Se quiser, te conto mais ${ofProduct(c, '')}.` : null,
        ],
      ];
    },
  ],
  [
    WRONG_NAME,
    () => [
      ['Desculpa pela confusão com o nome!', 'Como você prefere que eu te chame?'],
      ['Poxa, me desculpa pela troca de nome!', 'Me fala o seu nome, que eu já corrijo aqui.'],
      ['Desculpa, foi um engano meu com o nome.', 'Qual é o seu nome, pra eu anotar certinho?'],
    ],
  ],
  // 'Sim robô burro!': a person answers, before any yes to help.
  [
    WHO_ANSWERS,
    (c) => [
      [
        hello(c),
        !c.sellerName
          ? 'Aqui quem te responde sou eu, em pessoa.'
          : NAME_ASKED.test(c.asked)
            ? `Meu nome é ${c.sellerName}, e quem te responde aqui sou eu, em pessoa.`
            : `Aqui quem te responde sou eu, ${c.sellerName}, em pessoa.`,
        'Me conta o que você precisa?',
      ],
      [call(c, 'Pode falar comigo'), 'Estou aqui pra te ajudar. O que você precisa?'],
      [hello(c), 'Sou eu que cuido do atendimento por aqui.', 'Como posso te ajudar?'],
    ],
  ],
  [
    (c) => asksHelp(c),
    (c) => [
      [call(c, 'Claro'), 'Me conta o que você precisa, que eu te ajudo.'],
      [
        call(c, 'Pode contar comigo'),
        c.product ? `É sobre ${c.product}?` : 'Me fala o que aconteceu.',
      ],
      [hello(c), 'Estou por aqui pra te ajudar.', 'Me fala o que você precisa.'],
    ],
  ],
  [
    ASKED_AGAIN,
    (c) => [
      [
        call(c, 'Desculpa'),
        'Você tem razão, já tinha me passado.',
        'Vou ver aqui com o que você me mandou e já te falo.',
      ],
      [call(c, 'Me desculpa'), 'Não precisa mandar de novo: já vejo aqui e te respondo.'],
      [hello(c), 'Desculpa pela repetição!', 'Já estou vendo com o que você me passou.'],
    ],
  ],
  [
    SORRY_ASKING,
    (c) => [
      [call(c, 'Imagina'), 'Pode perguntar à vontade!', 'É bom tirar todas as dúvidas antes.'],
      [call(c, 'Não precisa pedir perdão'), 'Pergunta o que quiser, que eu te respondo.'],
      [hello(c), 'Fica à vontade pra perguntar.', 'Estou aqui pra isso.'],
    ],
  ],
  [
    CONFUSED,
    (c) =>
      // 'Qual informação?': the seller was unclear.
      /^\W*(?:qual|que|quais)\b/.test(c.asked)
        ? [
            [
              call(c, 'Desculpa, me expressei mal'),
              'Me conta o que você precisa, que eu te ajudo.',
            ],
            [hello(c), 'Acho que me expliquei mal.', 'Me fala no que posso te ajudar?'],
            [call(c, 'Desculpa a confusão'), 'Me diz o que você precisa, que eu vejo aqui.'],
          ]
        : [
            [
              call(c, 'Desculpa a confusão'),
              'Me conta o que ficou confuso, que eu te explico direitinho.',
            ],
            [hello(c), 'Vamos por partes!', 'Me fala o que você não entendeu, que eu te explico.'],
            [call(c, 'Sem problema'), 'Me diz em que parte ficou confuso, que eu te ajudo.'],
          ],
  ],
  [
    // 'Isso é que é estranho e não é justo' (of a price) too.
    (c) => OTHERS_PAY_LESS.test(c.asked) || UNFAIR.test(c.asked),
    (c) => [
      [
        call(c, 'Entendo'),
        'Faz sentido o que você está dizendo.',
        'Vou ver o que consigo fazer e já te falo.',
      ],
      [
        call(c, 'Entendi'),
        'Você tem razão em perguntar.',
        'Deixa eu ver isso aqui com calma e te respondo.',
      ],
      [
        hello(c),
        'Entendo o seu ponto.',
        'Vou ver o que dá pra fazer por você e te falo em seguida.',
      ],
    ],
  ],
  [
    DOUBTS_AHEAD,
    (c) =>
      // 'Só mais uma dúvida…': one doubt, in the singular.
      /^(?:\S+ ){0,3}(?:uma|outra) (?:duvida|pergunta)\b/.test(c.asked) &&
      !/\b(?:algumas|varias|muitas)\b/.test(c.asked)
        ? [
            [call(c, 'Claro'), 'Pode mandar a sua dúvida, que eu te respondo.'],
            [call(c, 'Pode perguntar'), 'Estou aqui esperando a sua dúvida, tá?'],
            [hello(c), 'Fica à vontade!', 'Me conta qual é a dúvida, que eu te ajudo.'],
          ]
        : [
            [call(c, 'Claro'), 'Pode mandar as suas dúvidas, que eu te respondo.'],
            [call(c, 'Pode perguntar'), 'Me manda tudo por aqui, que eu vejo cada uma.'],
            [hello(c), 'Fica à vontade!', 'Me conta quais são as dúvidas, que eu te ajudo.'],
          ],
  ],
  [
    WRONG_LINK_SENT,
    (c) => [
      [call(c, 'Poxa, desculpa'), 'Vou conferir o link que te mandei e já te mando o certo.'],
      [call(c, 'Agradeço por avisar'), 'Já vejo aqui e te mando o link certinho.'],
      [hello(c), 'Desculpa a confusão com o link!', 'Vou ver isso agora e te mando o certo.'],
    ],
  ],
  [
    PRICE_TOLD,
    (c) => [
      [call(c, 'Deixa eu ver'), 'Vou confirmar esse valor aqui e já te falo.'],
      [hello(c), 'Vou conferir essa condição certinho e te respondo em seguida.'],
      [call(c, 'Vou ver isso pra você'), 'Te confirmo esse valor em seguida.'],
    ],
  ],
  [
    // '…ainda estou pagando os cursos e não tenho limite em cartão' (L94): the way to pay first.
    (c) => STILL_PAYING.test(c.asked) && !PAY_REFUSED.test(c.asked),
    (c) => [
      [call(c, 'Certo'), 'Agradeço por me contar.', 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Anotado'), 'Se precisar de algo, estou por aqui.'],
      [hello(c), 'Tudo certo por aqui.', 'Qualquer dúvida, é só me chamar.'],
    ],
  ],
  [
    PAYMENT_CLEARS,
    (c) => [
      [call(c, 'Anotado'), 'Assim que o pagamento entrar, eu te confirmo por aqui.'],
      [call(c, 'Certo'), 'Quando o pagamento cair, te aviso por aqui.'],
      [hello(c), 'Agradeço por avisar!', 'Assim que entrar, te confirmo.'],
    ],
  ],
  // 'Qualquer dia. Quase não saio', 'Durante a semana a tarde ou noite': when they can.
  // 'O problema não é esse': what it is, asked.
  [
    (c) => /^(?:mas )?(?:o )?problema nao e (?:esse|este|isso)\b/.test(c.asked),
    (c) => [
      [call(c, 'Entendi'), 'Me conta qual é o problema, que eu vejo isso agora.'],
      [call(c, 'Desculpa'), 'Me explica o que está acontecendo, que eu te ajudo.'],
      [hello(c), 'Entendi errado, então.', 'Me fala o que está acontecendo?'],
    ],
  ],
  // 'Ajudou bastante já. Agora vou descansar. Boa noite': a rest wished.
  [
    (c) => /\bvou (?:descansar|dormir|deitar)\b/.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [
        call(c, 'Descansa bem'),
        /boa noite/.test(c.asked) ? 'Boa noite!' : null,
        'Qualquer coisa, é só me chamar.',
      ],
      [call(c, 'Que bom que ajudou'), 'Bom descanso!', 'Estou por aqui quando precisar.'],
      [hello(c), 'Descansa, que amanhã a gente continua.', 'Qualquer coisa, me chama.'],
    ],
  ],
  [
    WHEN_FREE,
    (c) => [
      [call(c, 'Combinado'), 'Vou ver aqui um horário que dê certo e já te falo.'],
      [call(c, 'Anotado'), 'Já vejo aqui e te confirmo o melhor horário.'],
      [hello(c), 'Combinado!', 'Vou ver a agenda e te falo em seguida.'],
    ],
  ],
  [
    CALL_ME,
    (c) => [
      [call(c, 'Combinado'), 'Te chamo por aqui daqui a pouquinho.'],
      [call(c, 'Pode deixar'), 'Já já te chamo por aqui, tá?'],
      [hello(c), 'Combinado!', 'Daqui a pouco te chamo por aqui.'],
    ],
  ],
  [
    GOT_IT_BY_MAIL,
    (c) => [
      [call(c, 'Que bom'), 'Qualquer dúvida, é só me chamar.'],
      [call(c, 'Perfeito'), 'Se precisar de algo, estou por aqui.'],
      [call(c, 'Que bom que chegou'), 'Qualquer coisa, é só me chamar.'],
    ],
  ],
  [
    BONUS_SAME,
    (c) => {
      const way = /\bparcel/.test(c.asked)
        ? 'no parcelado'
        : /\b(?:a vista|no pix)\b/.test(c.asked)
          ? 'à vista'
          : 'nessa forma de pagamento';
      return [
        [call(c, 'Boa pergunta'), `Vou confirmar se o bônus vem igual ${way} e já te falo.`],
        [hello(c), `Deixa eu ver se o bônus é o mesmo ${way}, que eu te respondo em seguida.`],
        [call(c, 'Vou ver isso pra você'), `Te confirmo em seguida se o bônus vem igual ${way}.`],
      ];
    },
  ],
  [
    SAME_PRICE_LATER,
    (c) => {
      const when = /\bamanha\b/.test(c.asked) ? 'amanhã' : 'até lá';
      return [
        [call(c, 'Boa pergunta'), `Vou confirmar se esse valor ainda vale ${when} e já te falo.`],
        [hello(c), `Deixa eu ver se a condição se mantém ${when}, que eu te respondo em seguida.`],
        [call(c, 'Vou ver isso pra você'), `Te confirmo em seguida se o valor continua ${when}.`],
      ];
    },
  ],
  [
    CHARGE_ASKED,
    (c) => [
      [call(c, 'Deixa eu ver'), 'Vou conferir essa cobrança aqui e já te falo.'],
      [hello(c), 'Vou ver a cobrança certinho e te respondo em seguida.'],
      [call(c, 'Boa pergunta'), 'Já confiro a cobrança e te falo como fica.'],
    ],
  ],
  [
    BOLETO_ISSUED,
    (c) => [
      [call(c, 'Claro'), 'Vou ver aqui se tem um boleto no seu nome e já te falo.'],
      [hello(c), 'Deixa eu conferir se já saiu algum boleto no seu nome, que eu te respondo.'],
      [call(c, 'Pode deixar'), 'Já confiro se tem boleto no seu nome e te falo em seguida.'],
    ],
  ],
  [
    AUDIO_REFUSED,
    (c) => [
      [
        call(c, 'Desculpa'),
        'Aqui eu não consigo ouvir o áudio.',
        'Pode me escrever o que precisa? Aí eu te respondo.',
      ],
      [call(c, 'Poxa'), 'O áudio não chega pra mim por aqui.', 'Pode me mandar por escrito?'],
      [hello(c), 'Por aqui é melhor por escrito, tá?', 'Me conta o que você precisa, que eu vejo.'],
    ],
  ],
  [
    AUDIO_ASKED,
    (c) => [
      [call(c, 'Pode sim'), 'Pode mandar o áudio, que eu escuto e te respondo.'],
      [call(c, 'Claro'), 'Manda o áudio, que eu já te respondo.'],
      [hello(c), 'Pode gravar, sim.', 'Eu escuto e te respondo por aqui.'],
    ],
  ],
  [
    (c) => WORTH_ASKED.test(c.asked) && Boolean(c.f?.diff),
    (c) => [
      [
        call(c, 'Vale sim'),
        diffLine(c, 'O diferencial'),
        c.f?.guarantee ? `E tem ${c.f.guarantee.toLowerCase()}.` : null,
      ],
      [call(c, 'Eu acho que vale'), diffLine(c, 'O ponto forte'), 'Se quiser, te conto mais.'],
      [hello(c), diffLine(c, 'Pra você ter uma ideia'), 'Quer saber mais alguma coisa?'],
    ],
  ],
  [
    PAY_SAFE,
    (c) => [
      [
        call(c, 'Entendo'),
        'Faz todo sentido conferir antes de pagar.',
        'Vou te confirmar certinho os dados do pagamento e já te falo.',
      ],
      [hello(c), 'Faz bem em conferir!', 'Já te passo por aqui os dados certinhos do pagamento.'],
      [
        call(c, 'Claro'),
        'Pode conferir com calma.',
        'Te confirmo aqui pra onde vai o pagamento, tá?',
      ],
    ],
  ],
  [
    WAITS_FOR_US,
    (c) => [
      [call(c, 'Pode deixar comigo'), 'Te chamo aqui assim que tiver a resposta.'],
      [hello(c), 'Não precisa mandar de novo: eu te retorno por aqui mesmo.'],
      [call(c, 'Pode aguardar'), 'Assim que eu tiver tudo certinho, te chamo aqui.'],
    ],
  ],
  [
    NO_CPF,
    (c) => [
      [call(c, 'Entendi'), 'Vou ver como fazer sem o CPF e já te falo.'],
      [hello(c), 'Deixa eu ver aqui como resolver isso sem o CPF, que eu te respondo em seguida.'],
      [call(c, 'Boa pergunta'), 'Vou confirmar como fica pra quem não tem CPF e já te falo.'],
    ],
  ],
  [
    WENT_WRONG,
    (c) => [
      [call(c, 'Deixa eu ver'), 'Vou conferir aqui o que aconteceu e já te falo.'],
      [hello(c), 'Já estou olhando aqui, e te respondo em seguida.'],
      [call(c, 'Vou ver agora'), 'Assim que eu conferir, te falo o que aconteceu.'],
    ],
  ],
  [
    HERE_PREFERRED,
    (c) => [
      [call(c, 'Pode contar comigo por aqui'), 'Sempre que tiver uma dúvida, é só me mandar.'],
      [hello(c), 'Pode tirar suas dúvidas comigo por aqui mesmo, quando quiser.'],
      [call(c, 'Fica à vontade'), 'Me chama aqui sempre que precisar.'],
    ],
  ],
  [
    NEWS_PROMISED,
    (c) => [
      [
        call(c, 'Combinado'),
        'Vou adorar saber.',
        'Quando tiver novidade, me conta por aqui, que eu fico na torcida.',
      ],
      [call(c, 'Vou adorar saber'), 'Fico esperando você me contar as novidades.'],
      [
        hello(c),
        'Combinado!',
        'Quando tiver novidade, me conta por aqui. Fico na torcida por você.',
      ],
    ],
  ],
  [
    PAYMENTS_MADE,
    (c) => [
      [call(c, 'Deixa eu ver'), 'Vou conferir aqui os pagamentos que já constam e já te falo.'],
      [hello(c), 'Vou levantar aqui o que já foi pago e te respondo em seguida.'],
      [call(c, 'Claro'), 'Já vejo aqui os pagamentos feitos e te passo tudo certinho.'],
    ],
  ],
  [
    PERSONAL,
    (c) => {
      const tried = c.turn.method
        ? `Vou ver aqui se consigo no ${c.turn.method} pra você e já te falo.`
        : 'Vou ver aqui o que dá pra fazer e já te falo.';
      return [
        [call(c, 'Não é nada pessoal'), tried],
        [
          hello(c),
          'Não se preocupe, não é nada pessoal.',
          'Vou ver o que dá pra fazer e te aviso.',
        ],
        [call(c, 'Não é nada com você'), tried],
      ];
    },
  ],
  [
    (c) => WAITING_THERE.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Tá bom'), 'Se demorar por lá, me chama aqui que eu te ajudo.'],
      [call(c, 'Combinado'), 'Se não resolverem, me avisa por aqui que eu vejo com você.'],
      [hello(c), 'Tá certo.', 'Qualquer coisa, me chama aqui que eu te ajudo.'],
    ],
  ],
  [
    LOST_IN_TALKS,
    (c) => [
      [
        call(c, 'Desculpa a confusão'),
        'Pode continuar por aqui mesmo, que eu acompanho tudo com você.',
      ],
      [hello(c), 'Pode falar comigo por aqui, que eu sigo com você daqui pra frente.'],
      [call(c, 'Entendo'), 'Vamos continuar por aqui, que fica mais fácil pra você.'],
    ],
  ],
  [
    (c) => UNDERSTAND_ASKED.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Claro'), 'Vou ver tudo aqui e te explico direitinho o que aconteceu.'],
      [hello(c), 'Entendo.', 'Deixa eu ver o que aconteceu, que eu te explico passo a passo.'],
      [call(c, 'Faz todo sentido'), 'Vou conferir aqui e já te explico o que houve.'],
    ],
  ],
  [
    OTHER_WAY,
    (c) => {
      const [, way, platform] = OTHER_WAY.exec(c.asked)!;
      const named = way ?? `o parcelamento da ${upperFirst(platform!)}`;
      return [
        [call(c, 'Boa pergunta'), `Vou confirmar se dá pra pagar com ${named} e já te falo.`],
        [hello(c), `Deixa eu ver se aceito ${named}, que eu te respondo em seguida.`],
        [call(c, 'Vou ver isso'), `Já confirmo se dá pra pagar com ${named} e te falo.`],
      ];
    },
  ],
  [
    STATUS_ASKED,
    (c) => [
      [call(c, 'Vou ver agora'), 'Já confiro aqui como está e te falo em seguida.'],
      [hello(c), 'Desculpa a espera.', 'Vou ver agora em que pé está e te respondo.'],
      [call(c, 'Deixa eu ver'), 'Confiro aqui agora e já te dou um retorno.'],
    ],
  ],
  [
    CANCEL_BOLETO,
    (c) => [
      [call(c, 'Combinado'), 'Vou ver o cancelamento desse boleto e te aviso por aqui.'],
      [hello(c), 'Deixa comigo.', 'Vejo o cancelamento do boleto e te confirmo em seguida.'],
      [call(c, 'Pode deixar'), 'Já vejo aqui o cancelamento e te falo.'],
    ],
  ],
  [
    REMEMBER_ME,
    (c) => [
      [
        call(c, 'Pode deixar'),
        'Não vou esquecer de você.',
        'Assim que tiver novidade, te aviso por aqui.',
      ],
      [call(c, 'Imagina'), 'Já anotei aqui o seu nome. Te aviso assim que eu souber.'],
      [hello(c), 'Não se preocupe, não vou esquecer de você.', 'Te aviso por aqui.'],
    ],
  ],
  [
    REFERRAL,
    (c) => [
      [call(c, 'Que bom'), 'Pode passar o meu contato, que eu atendo com todo o carinho.'],
      [call(c, 'Agradeço a indicação'), 'Quem quiser saber mais pode me chamar aqui.'],
      [hello(c), 'Que legal!', 'Pode passar o meu contato, que eu explico tudo direitinho.'],
    ],
  ],
  [
    (c) => OWN_SEARCH.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [
        call(c, 'Combinado'),
        'Fico no aguardo, sem pressa.',
        'Quando achar, me manda por aqui que eu vejo.',
      ],
      [call(c, 'Tá bom'), 'Quando achar, me manda por aqui.'],
      [hello(c), 'Sem pressa!', 'Quando encontrar, é só me mandar.'],
    ],
  ],
  [
    PAY_REFUSED,
    (c) => [
      [call(c, 'Poxa'), 'Vou ver outra forma de você pagar e já te falo.'],
      [call(c, 'Que chato'), 'Deixa eu ver outra forma de pagamento pra você e te aviso.'],
      [hello(c), 'Vou ver aqui outra forma de você pagar e te respondo em seguida.'],
    ],
  ],
  [
    TALK_LATER,
    (c) => [
      [call(c, 'Claro'), 'Me chama quando puder, que eu te respondo.'],
      [call(c, 'Pode ser'), 'Fico no aguardo da sua mensagem.'],
      [call(c, 'Combinado'), 'Quando puder, é só me chamar aqui.'],
    ],
  ],
  [
    (c) => SUGGESTION.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Agradeço a sugestão'), 'Vou levar isso em conta, viu?'],
      [call(c, 'Que bom que você me falou'), 'Vou ver como dá pra melhorar isso.'],
      [hello(c), 'Gostei da ideia!', 'Sugestões assim me ajudam a melhorar.'],
    ],
  ],
  [
    (c) => SORRY_TYPING.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Imagina'), 'Entendi tudo certinho.', 'Pode escrever do seu jeito, tá?'],
      [call(c, 'Sem problema nenhum'), 'Me conta no que posso te ajudar.'],
      [call(c, 'Não precisa se desculpar'), 'Estou aqui pra te ajudar.'],
    ],
  ],
  [
    PRICE_WRONG,
    (c) => [
      [call(c, 'Poxa'), 'Vou conferir esse valor aqui e já te falo.'],
      [hello(c), 'Deixa eu ver o que aconteceu com esse valor, que eu te respondo em seguida.'],
      [call(c, 'Agradeço por avisar'), 'Vou ver isso agora e te falo o valor certinho.'],
    ],
  ],
  [
    WORRY,
    (c) => [
      [
        call(c, 'Entendo'),
        'É normal sentir isso.',
        'Me conta o que mais te preocupa, que eu te ajudo no que puder.',
      ],
      [call(c, 'Imagino'), 'Agradeço por me contar.', 'O que te preocupa mais hoje?'],
      [hello(c), 'Entendo a sua preocupação.', 'Me fala um pouco mais, que a gente vê isso junto.'],
    ],
  ],
  [
    UNSURE,
    (c) => [
      [
        call(c, 'Entendo'),
        `Me conta o que te deixa ${UNSURE.exec(c.asked)![1]}${unsureAbout(c.asked)}, que eu te explico certinho como funciona.`,
      ],
      [call(c, 'Imagino'), 'É bom tirar essa dúvida antes, né?', 'O que você quer saber?'],
      [
        hello(c),
        'Agradeço por me contar.',
        'Me fala o que te preocupa, que a gente vê isso junto.',
      ],
    ],
  ],
  // An order is short; a long story that opens with 'Um gatão amado que adotei…' is none.
  [
    (c) => ORDER_ITEMS.test(c.asked) && !c.asked.includes('?') && c.asked.split(' ').length <= 25,
    (c) => [
      [call(c, 'Anotado'), 'Vou conferir o pedido aqui e já te confirmo o total.'],
      [call(c, 'Combinado'), 'Deixa eu ver aqui e te confirmo o seu pedido.'],
      [call(c, 'Pode deixar'), 'Já anoto aqui e te falo o total.'],
    ],
  ],
  [
    ORDER_START,
    (c) => [
      [call(c, 'Claro'), 'Me fala o que você gostaria, que eu já anoto aqui.'],
      [call(c, 'Oba'), 'Pode mandar o seu pedido, que eu anoto tudo.'],
      [hello(c), 'Que bom!', 'Me passa o que você quer e pra quando, que eu já vejo aqui.'],
    ],
  ],
  [
    AWAITS_CONFIRMATION,
    (c) => [
      [call(c, 'Pode deixar'), 'Já vejo aqui e te confirmo.'],
      [call(c, 'Só um instante'), 'Estou conferindo e já te confirmo por aqui.'],
      [hello(c), 'Já estou vendo isso.', 'Te confirmo em seguida, tá?'],
    ],
  ],
  [
    CANT_COME,
    (c) => [
      [call(c, 'Tudo bem'), 'Agradeço por avisar.', 'Quer remarcar pra outro dia?'],
      [
        call(c, 'Sem problema'),
        'Me fala um dia e horário que fica melhor, que eu vejo pra remarcar.',
      ],
      [hello(c), 'Entendo, acontece!', 'Quando puder, me fala o melhor dia pra remarcar.'],
    ],
  ],
  [
    (c) => TIME_CHOSEN.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Combinado'), 'Vou ver na agenda e já te confirmo esse horário.'],
      [call(c, 'Anotado'), 'Deixa eu conferir a agenda e te confirmo.'],
      [call(c, 'Perfeito'), 'Já vejo aqui e te confirmo se esse horário dá certo.'],
    ],
  ],
  [
    (c) => RESCHEDULE.test(c.asked) && !DATE_SAID.test(c.asked),
    (c) => [
      [call(c, 'Claro'), 'Qual dia e horário ficam melhor pra você?'],
      [call(c, 'Pode deixar'), 'Me fala o dia e o horário que você prefere, que eu vejo a agenda.'],
      [hello(c), 'Sem problema!', 'Pra quando você quer remarcar?'],
    ],
  ],
  [
    PICKED_UP,
    (c) => [
      [call(c, 'Que bom'), 'Agradeço pela preferência!', 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Perfeito'), 'Espero que goste!', 'Estou por aqui pro que precisar.'],
      [hello(c), 'Que bom que deu certo!', 'Agradeço por avisar.'],
    ],
  ],
  [
    SORRY_LATE,
    (c) => [
      [
        call(c, 'Imagina'),
        'Sem problema nenhum.',
        'Vamos continuar: me conta como posso te ajudar?',
      ],
      [call(c, 'Tranquilo'), 'Acontece!', 'Me fala no que posso te ajudar agora.'],
      [hello(c), 'Não se preocupe, estou por aqui.', 'Como posso te ajudar?'],
    ],
  ],
  [
    // 'Vou ficar no aguardo': they wait for the seller, who answers as the one to write (GEL12).
    (c) => WAITING_FOR_US.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Combinado'), 'Te chamo por aqui assim que estiver tudo certo.'],
      [call(c, 'Tá bom'), 'Já te dou um retorno por aqui.'],
      [call(c, 'Pode deixar'), 'Assim que tiver novidade, te falo por aqui.'],
    ],
  ],
  [
    (c) => OWN_STEP.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Combinado'), 'Fico aqui te aguardando.'],
      [call(c, 'Tá bom'), 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Sem problema'), 'Estou por aqui quando você precisar.'],
    ],
  ],
  [
    (c) => DATA_GIVEN.test(c.asked) || ADDRESS_GIVEN.test(c.asked),
    (c) => [
      [call(c, 'Anotei tudo'), 'Vou ver isso com esses dados e já te dou um retorno.'],
      [call(c, 'Agradeço pelos dados'), 'Já estou vendo aqui e te respondo em seguida.'],
      [call(c, 'Anotei aqui'), 'Com esses dados eu já consigo ver. Te falo em seguida.'],
    ],
  ],
  [
    (c) => givesDetails(c),
    (c) => [
      [call(c, 'Anotei aqui'), 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Anotado'), 'Se precisar de mais alguma coisa, me chama.'],
      [call(c, 'Certo'), 'Já anotei aqui. Se precisar de algo, é só me chamar.'],
    ],
  ],
  // 'Sou Francilene. Faço parte da turma…', 'Sou aluna ametista': met, and asked what with.
  [
    (c) =>
      (!!nameInTurn(c.written) || WHO_I_AM.test(c.asked)) &&
      !c.written.includes('?') &&
      !/\b(?:saber|quero|queria|gostaria|como|qual|quanto|preciso)\b/.test(c.asked),
    (c) => [
      [hello(c), 'Que bom falar com você.', 'Me conta como posso te ajudar?'],
      [call(c, 'Prazer'), 'Me fala o que você precisa, que eu te ajudo.'],
      [call(c, 'Anotado'), 'Em que posso te ajudar hoje?'],
    ],
  ],
  [
    (c) => SORROW.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [
        call(c, 'Sinto muito'),
        'Agradeço por dividir isso comigo.',
        'Conta comigo no que eu puder ajudar.',
      ],
      [call(c, 'Imagino como deve ser difícil'), 'Estou aqui se precisar de alguma coisa.'],
      [
        hello(c),
        'Entendo, e sinto muito por tudo isso.',
        'Pode contar comigo no que eu puder ajudar.',
      ],
    ],
  ],
  [
    EAGER,
    (c) => [
      [
        call(c, 'Que bom'),
        'Fico muito feliz com a sua animação!',
        'Qualquer coisa, é só me chamar.',
      ],
      [call(c, 'Que alegria ler isso'), 'Estou aqui pro que você precisar.'],
      [hello(c), 'Adorei saber da sua animação!', 'Se precisar de algo, me chama.'],
    ],
  ],
  // 'Vou levar tempo para estudar tudo isso', 'Agora falta tempo…': their own pace, nothing chased.
  [
    (c) => OWN_PACE.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Sem pressa'), 'Vai no seu ritmo.', 'Qualquer dúvida no caminho, é só me chamar.'],
      [call(c, 'Tudo no seu tempo'), 'Estou por aqui pro que precisar.'],
      [hello(c), 'Pode ir com calma, tá?', 'Se surgir alguma dúvida, me chama.'],
    ],
  ],
  [
    (c) => HOPE.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Que lindo'), 'Torço muito por você!', 'Conta comigo no que precisar.'],
      [call(c, 'Vai dar certo'), 'Estou por aqui pro que você precisar.'],
      [hello(c), 'Adorei ler isso.', 'Torço por você, e qualquer coisa é só me chamar.'],
    ],
  ],
  [
    (c) => GOAL.test(c.asked) && !c.asked.includes('?') && !CAN_I.test(c.asked),
    (c) => [
      [
        call(c, 'Que bacana'),
        'Fico feliz em saber dos seus planos.',
        'Conta comigo no que precisar.',
      ],
      [call(c, 'Que lindo isso'), 'Torço muito por você!', 'Estou por aqui pro que precisar.'],
      [hello(c), 'Adorei saber o que você quer fazer.', 'Se eu puder ajudar, é só me chamar.'],
    ],
  ],
  [
    (c) => HAPPY.test(c.asked) && !c.asked.includes('?'),
    (c) => [
      [call(c, 'Que bom'), 'Fico muito feliz por você!', 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Que alegria ler isso'), 'Estou por aqui pro que você precisar.'],
      [hello(c), 'Adorei saber!', 'Se precisar de algo, me chama.'],
    ],
  ],
  [
    (c) => acknowledges(c),
    (c) => [
      [call(c, 'Combinado'), 'Qualquer coisa, é só me chamar.'],
      [call(c, 'Certo'), 'Qualquer dúvida, fico à disposição pra te ajudar.'],
      [hello(c), 'Tudo certo por aqui. Se precisar de algo, me chama.'],
    ],
  ],
  // Something told, nothing asked and no trouble in it ('Eu participei da live'): heard, with
  // nothing to look into.
  [
    (c) =>
      !c.turn.checkNamed &&
      !c.asked.includes('?') &&
      !TROUBLE.test(c.asked) &&
      !CAN_I.test(c.asked) &&
      // Told of themselves even in answer to the seller ('Meu filho com TOC, já está mais calmo'):
      // more often a story to hear than a fact to use; a few words in answer ('Eu estou usando
      // pelo computador') are the fact the seller asked for.
      !(c.answersSeller && c.asked.split(' ').length <= 6) &&
      TOLD.test(c.asked),
    (c) => [
      [
        call(c, 'Entendi'),
        'Agradeço por me contar.',
        'Se precisar de alguma coisa, é só me chamar.',
      ],
      [hello(c), 'Anotado aqui!', 'Qualquer dúvida, estou por perto.'],
      [call(c, 'Certo'), 'Se eu puder te ajudar com algo, me fala.'],
    ],
  ],
  // 'Todos são estrelinhas': a remark with nothing in it to look into is heard, not checked.
  [
    (c) =>
      !c.turn.checkNamed &&
      !c.answersSeller &&
      !c.asked.includes('?') &&
      !TROUBLE.test(c.asked) &&
      !CAN_I.test(c.asked) &&
      statement(c.asked) &&
      // 'Oi ele é bom pra flacidez…', 'vc tem ideia quts centimetro…': questions without a mark.
      !/^(?:oi|ola|bom dia|boa tarde|boa noite)\b|\b(?:e bom|serve|tem ideia|sabe|sabia)\b/.test(
        c.asked,
      ),
    heard,
  ],
  // In a talk under way, 'Gosto do correto, só isso!', 'Ele não faz nada dentro de casa': nothing
  // asked and no trouble named, so heard. A first message as short is more often a question
  // without its mark ('É prova dágua'), so this reading waits for a talk.
  [
    (c) =>
      c.ongoing &&
      // After 'Em que posso te ajudar?' or 'Tenta de novo agora', the words are what they need.
      !/\b(?:em que posso|posso (?:te |lhe )?ajudar|como posso|tenta(?:r)? (?:de novo|novamente|agora)|testa)\b/.test(
        c.sellerTurn,
      ) &&
      !/\b(?:e bom|serve|tem ideia|sabe|sabia)\b/.test(c.asked) &&
      !c.turn.checkNamed &&
      !c.answersSeller &&
      !QUESTION_MARK.test(c.written.replace(WHY_NOT_CLOSING, '')) &&
      !ASKS.test(c.asked.replace(WHY_NOT_CLOSING, '')) &&
      !CAN_I.test(c.asked) &&
      !TROUBLE_NAMED.test(c.asked) &&
      !NOT_WORKING.test(c.asked),
    heard,
  ],
];

/** A remark heard, with nothing to look into. */
function heard(c: ReplyContext): Piece[][] {
  return [
    [call(c, 'Entendi'), 'Agradeço por me contar.', 'Qualquer coisa, estou por aqui.'],
    [hello(c), 'Anotado aqui!', 'Qualquer coisa, estou por perto.'],
    [call(c, 'Certo'), 'Se eu puder te ajudar com algo, me fala.'],
  ];
}

/**
 * The readings of the turn to try, in order. The customer's last message is read alone when it
 * says something: what they say now decides, not an earlier line of the same turn ('caso seja
 * pessoal…' then 'POSSO PASSAR O LINK DA LIVE' asks nothing personal now). A last message of a
 * word or two ('Por favor', '??') leaves the turn to be read whole; and when an earlier message
 * asks what the last does not ('Posso te mandar um áudio?', then 'É mais fácil pra explicar'), the
 * whole turn is read first: a question is answered before a remark after it.
 */
function readingsOf(c: ReplyContext): ReplyContext[] {
  if (c.lastSaid === c.asked || c.lastSaid.split(' ').length < 3) return [c];
  const last = { ...c, asked: c.lastSaid, written: c.lastWritten };
  const before = c.written.slice(0, Math.max(0, c.written.length - c.lastWritten.length));
  return QUESTION_MARK.test(before) && !QUESTION_MARK.test(c.lastWritten) ? [c, last] : [last];
}

/** Words of something asked, wanted or gone wrong: a turn that holds one is looked into. */
const WANTS =
  /\b(?:nao (?:consigo|consegui|estou conseguindo|to conseguindo|recebi|chegou|aparece|abre|funciona)|preciso|quero|queria|gostaria|poderia|podem|pode me|libera\p{L}*|cancel\p{L}*|me (?:manda|mande|envia|envie|passa|passe|explica|ajuda|ajude|orienta|responde)|como (?:faco|eu faco|posso|devo|e que eu)|onde|qual|quais|quando (?:vai|vem|chega)|quanto|link|acesso|pagamento|pagar|boleto|pix|cartao|certificado|comprovante|e-?mail|cpf|dados|conta|posso (?:\p{L}+ )?(?:utilizar|usar|colocar|fazer|tomar|levar|trocar)|reembols\p{L}*|estorno|cobran\p{L}*|aguardo|aguardando|esperando|resposta|retorno)\b/u;

/** A long last message that tells and asks for nothing (200 letters or more, no question). */
const storyOnly = (c: ReplyContext) =>
  c.lastWritten.length >= 200 && !QUESTION_MARK.test(c.lastWritten) && !WANTS.test(c.lastSaid);

const holds = (when: Reading[0], c: ReplyContext) =>
  when instanceof RegExp ? when.test(c.asked) : when(c);

/**
 * The three replies to something said that no kind of turn reads: another thing they bought, a
 * name mixed up, help asked, their details given, an ok; else heard and looked into, by name
 * where the words name it ('Vem os dois pares de aro' → 'se vêm os dois pares de aro').
 */
export function otherReplies(turn: ReplyContext): Piece[][] {
  const readings = readingsOf(turn);
  for (const reading of readings) {
    const said = SAID.find(([when]) => holds(when, reading));
    if (said) return said[1](reading);
  }
  const c = readings.at(-1)!;
  const named = c.turn.checkNamed;
  // A long story with nothing asked nor wanted ('…minha pressão foi a 19 por 11…', L70): heard,
  // not looked into; there is nothing to check.
  if (storyOnly(c)) {
    // '…Eu tenho muito que agradecer a vocês. Muito obrigada.' (L81): thanked back.
    const thanked = /\b(?:obrigad[oa]|agradec\p{L}*|gratidao)\b/u.test(c.lastSaid);
    return [
      thanked
        ? [
            call(c, 'Eu que agradeço'),
            'Fico feliz em poder ajudar.',
            'Estou aqui no que você precisar.',
          ]
        : [
            call(c, 'Entendi'),
            'Agradeço por me contar tudo isso.',
            'Estou aqui no que você precisar.',
          ],
      [call(c, 'Que bom que você me contou'), 'Conta comigo no que eu puder ajudar.'],
      [hello(c), 'Li tudo com atenção.', 'Estou por aqui pro que você precisar.'],
    ];
  }
  // 'Todos', to 'Qual módulo está bloqueado?': what the seller asked for, noted and used.
  // Not a trouble said in answer ('Nao, nao roda mais.. acaba ai'): that is looked into.
  if (c.answersSeller && !named && !NOT_WORKING.test(c.asked)) {
    return [
      [call(c, 'Anotado'), 'Com isso eu já consigo ver aqui. Te falo em seguida.'],
      [call(c, 'Entendi'), 'Agradeço por me responder. Vou ver aqui e já te falo.'],
      [hello(c), 'Anotei aqui.', 'Já vejo isso e te respondo em seguida.'],
    ];
  }
  return [
    [
      call(c, 'Vi aqui'),
      named ? `Vou confirmar ${named} e já te falo.` : 'Vou ver isso e já te falo.',
    ],
    [
      call(c, 'Entendi'),
      named
        ? `Deixa eu ver ${named} e já te respondo.`
        : 'Deixa eu ver isso direitinho e já te respondo.',
    ],
    [
      hello(c),
      'Vi sua mensagem.',
      named ? `Te confirmo ${named} em seguida.` : 'Vou ver isso aqui e te respondo em seguida.',
    ],
  ];
}
