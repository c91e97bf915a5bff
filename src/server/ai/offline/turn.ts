import { formatBRL, readMoney } from '#shared/money.ts';
import { unglued } from './chat-text.ts';
import { namedCheck } from './named-check.ts';
import { fold } from './text.ts';

/**
 * The details of the customer's turn that a reply answers with numbers and places: how many
 * they want, the price they offer, the occasion, the place and day of a delivery, how they pay,
 * and whether they complain about something already bought. Read from the turn's words as
 * chat-text.ts normalizes them ('qto fica 10 bolos' → 'quanto fica 10 bolos').
 */
export interface TurnDetails {
  /** How many they ask about ('10 bolos' → 10), when more than one. */
  quantity: number | null;
  /** The price they offer, as a customer reads it ('faz por 10 cada?' → 'R$ 10,00'). */
  counterOffer: string | null;
  /** Whether the offer is per unit ('cada', 'a unidade'). */
  counterEach: boolean;
  /** What it is for, in the customer's word ('aniversário', 'casamento'). */
  occasion: string | null;
  /** Where they want it ('centro', 'zona sul', 'Campinas'), from 'no/na/em/pro/pra …'. */
  place: string | null;
  /** 'hoje' or 'amanhã', when asked for that day. */
  day: 'hoje' | 'amanhã' | null;
  /** How they say they will pay. */
  method: 'pix' | 'cartão' | 'boleto' | 'dinheiro' | null;
  /** A complaint about what was bought ('ainda não recebi meu pedido'): what about. */
  complaint: string | null;
  /**
   * What the complaint is about: help promised and not given, a reply that came late ('agora me respondem'), what they got
   * ('produto ruim', 'muito pequeno', 'não gostei'), or else the order itself (it did not come).
   */
  complaintAbout: 'promise' | 'reply' | 'broken' | 'quality' | 'waiting' | 'order' | null;
  /** After a sale, what they ask: to exchange it ('quero trocar') or their money back. */
  afterSale: 'exchange' | 'refund' | null;
  /** What they bought came damaged ('veio com defeito', 'quebrado'): a photo shows it. */
  defect: boolean;
  /** They paid ('acabei de fazer o pagamento') or say when they will ('vou pagar o boleto hoje'). */
  paying: 'paid' | 'promised' | null;
  /** They want it at once ('pronta entrega', 'entrega imediata', 'entrega rápida'): no place. */
  quick: boolean;
  /** They say they bought already ('comprei', 'meu pedido'): what they ask is after the sale. */
  bought: boolean;
  /** They ask about the freight itself: free, cheaper, one freight for several. */
  freight: boolean;
  /** They find the freight too dear ('o frete tá muito alto', 'frete abusivo'): heard first. */
  freightDear: boolean;
  /** Several items charged a freight each ('cobrado dois valores de frete'): one parcel looked for. */
  oneFreight: boolean;
  /** They ask from how many the freight is free ('quantos para o frete ser grátis?', m710). */
  freeFreightFrom: boolean;
  /** They already wrote their CEP: it is not asked again. */
  cepGiven: boolean;
  /** A question about the product itself (what it is made of, its size…): its topic. */
  productTopic: ProductTopic | null;
  /**
   * They give a measure of their own (an age, a height, a weight, a waist, the number they wear)
   * and ask which size serves them: a range in the fields does not answer it.
   */
  fit: boolean;
  /** A card brand they ask about beyond Visa and Mastercard ('Senff', 'Elo'): checked. */
  cardBrand: string | null;
  /** They ask to pay when it arrives ('a gente paga no dia que chega?', 'pago na entrega?'). */
  payOnArrival: boolean;
  /**
   * Whether they may take or use it with a condition of their health, a medicine, a pregnancy
   * ('sou diabético, posso consumir?', 'tomo outro remédio'): only their doctor can say.
   */
  health: boolean;
  /** They ask to fetch it themselves ('como faz pra retirar na sua loja?', m489). */
  pickup: boolean;
  /** They say they have a doubt and not yet which ('agora fiquei com dúvida', m468). */
  doubt: boolean;
  /**
   * What they ask the seller has, as written, when nothing else names it ('Tem redonda',
   * 'vocês têm maca peruana?', 'tem outro pingente?'): up to four words, checked by name.
   */
  thingAsked: string | null;
  /**
   * What else a question asks that the seller checks, named as asked ('se serve na xre 15/15',
   * 'a frequência em MHz'; named-check.ts), or null.
   */
  checkNamed: string | null;
  /** They tell of a money hardship ('estou com dificuldades financeiras', 'ganho pouco'). */
  hardship: boolean;
}

/** What a question about the product itself asks. */
export type ProductTopic =
  | 'guarantee'
  | 'authenticity'
  | 'material'
  | 'size'
  | 'variants'
  | 'usage'
  | 'duration'
  | 'contents'
  | 'suitability'
  /** A detail no other topic reads, named by a word the differential names too (detailAnswer). */
  | 'detail';

const COLOURS =
  'pret[oa]s?|branc[oa]s?|azul|azuis|vermelh[oa]s?|rosa|verdes?|amarel[oa]s?|cinzas?|beges?|marrom|roxos?|lilas|dourad[oa]s?|prateado|nude|vinho';

/** The last colour the words ask about, with its shade ('tem cinza claro?' → 'cinza claro'). */
export function colourAsked(words: string): string | null {
  const asked = [
    ...words.matchAll(new RegExp(`\\b(?:${COLOURS})(?: (?:clar|escur)[oa])?\\b`, 'g')),
  ];
  const [before, last] = asked.slice(-2);
  if (!last) return before?.[0] ?? null;
  // 'na cor dourada ou nude?': both colours, as the customer joined them (SAP5).
  const between = words.slice(before!.index + before![0].length, last.index);
  return /^ (?:ou|e) $/.test(between) ? `${before![0]}${between}${last[0]}` : last[0];
}

/**
 * A question about the product itself, by topic, in matching order (the more specific first),
 * on the words as chat-text.ts normalizes them ('q material e?' → 'que material e?').
 */
export const PRODUCT_TOPICS: ReadonlyArray<readonly [ProductTopic, RegExp]> = [
  // 'garantia de chegar na sexta?' asks of the delivery.
  [
    'guarantee',
    /\b(?:garantia|garatia|garante)\b(?! (?:de|que) (?:chegar|chega|entrega|entregar))/,
  ],
  [
    'duration',
    /\b(?:dura (?:quanto|quantos|muito|bastante|mais)|quanto tempo (?:dura|rende|vale)|(?:prazo de )?validade|vence (?:quando|em)|durabilidade|rende quantos|(?:desbota|descasca|escurece|enferruja|empena|perde a cor)\b)/,
  ],
  [
    'contents',
    /\b(?:(?:na|numa|em) (?:caixinha|caixa|embalagem)|o que (?:vem|acompanha|inclui)|(?:quais|que) (?:sao )?(?:os )?(?:itens|pecas|acessorios)(?: \p{L}+)? (?:que )?(?:vem|acompanha\p{L}*)|(?:qual|quais) (?:e |sao |seria |seriam )?(?:o |os )?bonus|tem (?:algum )?bonus|(?:vem|ganho|ganha|tenho|vou ter) (?:algum |o |os )?bonus|bonus (?:que|q) (?:vou|vem|tem|ganho)|(?<!\b(?:pq|por que|porque) )vem (?:ja )?com(?! (?:nota|nf|certificado|frete))|vem junto|ja vem(?! (?:afiad|montad|pront|amolad|carregad|configurad|funcionand|instalad|ligad|testad)\p{L}*)|acompanha|(?:inclus[oa]|incluid[oa])(?![^?]*\bou (?:so|somente|apenas)\b)|quantas? (?:pecas|unidades|potes|capsulas|folhas) (?:vem|tem|sao)|vem (?:na|em|dentro d[ae]) (?:caixa|caixinha|embalagem)|vem \d+ \p{L}+ (?:na|dentro d[ae]) (?:caixa|caixinha|embalagem))\b/u,
  ],
  [
    'suitability',
    /\b(?:serve (?:para|pra|em|no|na|de)|servem (?:para|pra|em|no|na)|servi (?:para|pra|em|no|na)|so serve|(?:kit|peca|borracha|esse|essa) (?:\p{L}+ )?(?:serve|servira|da certo|daria certo)\W*$|sera que (?:serve|da certo)(?=\W*$| (?:n[ao]|em|pra|para|com)\b)|(?:esse|essa|este|esta|o|a) (?:kit|peca|borracha|modelo) (?:da|daria) certo|(?<!^(?:o )?que )funciona (?:em|com|para|no|na|pra)(?! (?:110|127|220) ?v?\b)|(?:adaptave(?:l|is)|compative(?:l|is))|(?:quem tem|quem esta|estou|to) (?:\p{L}+ )?(?:pode|posso) (?:tomar|usar)|(?:pode|posso) (?:tomar|usar) (?:com|mesmo|se|sendo|tendo)|tem para (?:o )?modelo|da (?:para|pra) usar (?:em|no|na|com|para)|pode ser (?:usad|utilizad|aplicad)[oa]s? (?:em|no|na|com)|(?:da (?:para|pra)|posso|pode) (?:aplicar|envelopar|adesivar) (?:\p{L}+ )?(?:em|no|na|nos|nas|sobre|de)\b|(?:^|[,.!?]\s*)(?:e|eh) (?:pra|para) (?:panela|fogao|cooktop|forno|carro|moto|cabelo|pele|uso)\b)/u,
  ],
  [
    'usage',
    /\b(?:piscam?|pisca pisca|funcoes|como (?:usa|uso|usar|toma|tomo|tomar|aplica|aplicar|liga|ligar|instala|instalar|monta|montar|faz (?:para|pra) (?:usar|ligar|montar))|modo de (?:uso|usar)|(?:quantas|quantos) (?:capsulas|comprimidos|vezes|gotas) (?:por|ao) dia|(?:quantas|quantos) (?:capsulas|comprimidos|gotas) (?:eu )?(?:tomo|tomar|devo tomar|preciso tomar|tenho que tomar|consumo|consumir|devo consumir)|como (?:fazer|faco|faz) (?:o|para|pra) (?:uso|usar|tomar)|posso tomar (?:duas|dois|mais)|liga na tomada|e (?:bivolt|de pilha|recarregave(?:l|is))|tem (?:funcoes|controle)|(?:tem|teria|e|eh|funciona(?:ria|va)?(?: (?:em|no|na))?|serve (?:em|no|na)|liga (?:em|no|na))(?: dela| dele| ela| ele)?(?: de| em| na| no)? (?:110|127|220)(?: ?(?:v|volts?|vlts|vts|w|wts|watts))?(?! ?(?:ml|cm|mm|g|kg|gramas|litros?|unidades|pecas|reais))|(?:110|127|220) ?v(?:olts?)? (?:nao )?tem|(?:e|eh|funciona (?:em|com)) (?:12|24) ?v(?:olts?)?|voltagem|(?:bi|tri|quadri)volt)\b/,
  ],
  [
    'material',
    /\b(?:(?:qual|que) (?:e o )?(?:material|tecido)|material(?! (?:bastante|suficiente|d[oa]s? (?:curso|aula|modulo)|didatico))|tecido|feit[oa]s? (?:de|com) (?:que|qual)|e de (?:que|algodao|prata|ouro|aco|plastico|vidro|couro|silicone|madeira|ferro|metal)|ou (?:de )?(?:plastico|ferro|metal|madeira|aco)|algodao|poliester|prata (?:pura|925)|banhad[oa]|folhead[oa]|macic[oa] ou oc[oa]|e macic[oa]|e oc[oa]|e (?:prata|ouro|aco|couro) (?:mesmo|de verdade)|ou e (?:aco|banhad[oa]|folhead[oa])|inox|couro|silicone|aluminio)\b/,
  ],
  [
    'size',
    /\b(?:(?:qual|que|quais) (?:o |os |as )?(?:tamanhos?|medidas?|numeracao|dimen?s[a-z]+(?! d[oa]s? ))|tamanhos?|medidas?|numeracao|dimen?s(?:ao|oes)(?! d[oa]s? )|(?<!\b(?:em alguma|nessa|nesta|a certa|a dada) )altura|largura|comprimento|diametro|quantos? (?:cm|mm|centimetros?|milimetros|metros|gramas|kg|ml|litros|milesimos)|[qg]uantas gramas|quanto pesa|(?:ele|ela) pes+a|sob medida|e (?:grande(?! parte)|pequen[oa]|fin[oa]|gross[oa]|alt[oa]|larg[oa]|comprid[oa])|sao (?:grandes|pequen[oa]s|altas|altos|finos|finas)|(?:formas|forma) altas?|vai ate o chao|(?<![\d.,])\d{2,3} ?(?:kg|kilos?|quilos?)|(?:tem|tamanho) (?:pp|gg|exg|xg|g|m|p)|us[ao] (?:entre |numero )?\d{2}|(?:teria|tem|tens|vende|faz|faria) (?:[a-z]+ )?(?:menor|maior|mais curt[oa]|mais comprid[oa])|cintura|veste|pp|gg|xg|exg|xgg|egg|eg|(?<!\b(?!(?:tem|tens|teria|tamanho|numero|no|na|de|do|da|um|uma|o|a|e|ou|em|com|quero|vestir|veste|uso)\b)[a-z]{3,} )g[1-5]|me serve|\d+ ?(?:cm|mm|metros)|(?<![\d.,])\d(?:[.,]\d{1,2})? ?m|de \d+ ?gramas)\b/,
  ],
  [
    'variants',
    new RegExp(
      `\\b(?:(?:quais|que|qual) (?:as )?(?:cores|cor|sabores|sabor|modelos|modelo|estampas|opcoes)|cores|sabores?|(?<!mesmo )modelos?|estampad[oa]s?|(?:tem|vem|faz|fazem) (?:em|na|de) (?:outras? )?(?:cor|cores|${COLOURS})|(?:tem|teria|tens|vende|vendem) (?:[a-z]+ ){0,4}(?:${COLOURS})\\b|disponibilidade\\b[^?]{0,40}\\bcor (?:${COLOURS})\\b|(?<!\\b(?:voce|vc|a senhora) )(?:posso|pode|da pra|da para|tem como) (?:escolher|optar)|masculin[oa]s? ou feminin[oa]s?|(?:sao|e) (?:masculin|feminin)[a-z]*|em po\\b|mach[oa]s?|femeas?|^(?:[a-z]+ ){0,2}(?:${COLOURS})\\W*$)`,
    ),
  ],
  [
    'authenticity',
    // 'prata legítima?', 'e 925?' (m462, m463); 'td funciona?' of what is tested (m448).
    // Not the site they opened ('não sei se acessei o original'): that asks where to pay.
    /\b(?:(?<!\bacessei (?:o |a )?(?:site |link |pagina )?)origina(?:l|is)|legitim[oa]s?|(?:^|e |eh |sao )925|(?:tudo|td|todos?) (?:funciona|fociona)m?|lacrad[oa]s?|nota fiscal|nf|(?:emite|emitem|tem|vem com) nota|(?:tem|vem com|com|possui|acompanha|da) certificado|certificado (?:de autenticidade|de garantia|de origem)|^certificado|de qualidade|confiave(?:l|is)|falsificad[oa]s?|replica|paraguai|conferid[oa]s?|testad[oa]s?|testam|testa o)\b/,
  ],
];

/** What they say they have seen already ('já vi as medidas') asks nothing. */
const SEEN = /\b(?:ja )?vi (?:as|os|o|a) \p{L}+/gu;

/** A part sold on its own ('o pino dourado para vender separado?', m482): not the product's. */
const PART_ALONE = /\b(?:separad[oa]s?|avuls[oa]s?)\b/;

/** The topic of a question about the product itself, or null. */
export const productTopicOf = (words: string): ProductTopic | null =>
  PART_ALONE.test(words)
    ? null
    : (PRODUCT_TOPICS.find(([, re]) => re.test(words.replace(SEEN, ' ')))?.[0] ?? null);

/**
 * Every topic the turn asks about, in the order the customer asked them ('acompanha caixinha?
 * e quantas gramas tem?' → contents, size); the first is productTopicOf's.
 */
const FITS = '\\b(?:serve|servem|servira|compative(?:l|is)|encaixa|funciona|da certo)\\b';
// 'meu modelo é o PE-09, é compatível?' names the model before the fit (VED16, VED21).
const FITS_MODEL = new RegExp(`${FITS}.*\\bmodelo|\\bmodelo\\b.*${FITS}`);

export function productTopicsOf(words: string): ProductTopic[] {
  const first = productTopicOf(words);
  if (!first) return [];
  const unseen = words.replace(SEEN, ' ');
  const others = PRODUCT_TOPICS.filter(([topic]) => topic !== first)
    .map(([topic, re]) => [topic, re.exec(unseen)?.index ?? -1] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([topic]) => topic)
    // 'serve para o modelo subaqua?' names the model it must fit, asks no other model (m570).
    .filter(
      (topic) => !(first === 'suitability' && topic === 'variants' && FITS_MODEL.test(words)),
    );
  return [first, ...others].slice(0, 3);
}

const NUMBER_WORDS: Record<string, number> = {
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  cinquenta: 50,
  cem: 100,
};

/**
 * How many they want of it: a number after a word of buying or pricing ('quanto fica 10 bolos',
 * 'quero 2 kits', 'vou levar duas caixas'), not one that describes it ('sofá de 3 lugares').
 */
const QUANTITY =
  /\b(?:quanto (?:fica|ficam|sai|saem|custa|custam|e|seria|ficaria|sairia)|quero|queria|vou querer|preciso de|encomendar|encomenda|pedir|peco|levar|levo|pegar|pego|comprar|compro|fazer|faz|mandar|manda|separa|separar|reservar) (\d{1,4}|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|cinquenta|cem)\s(?!(?:reais|real|rs|vezes|x|dias?|horas?|minutos?|anos?|meses|mes|semanas?|h|min|km|cm|m|kg|g|ml|l|metros?|centimetros?|litros?|quilos?|gramas?|por ?cento|pessoas|convidados|lugares|produtos|itens|coisas)\b)(?=\p{L})/u;

/**
 * 'faz por 10', 'fecha por 100?', 'deixa por 80', 'consegue por 90', 'sai por 10 cada?', and a
 * price said as what they pay: 'eu pago 1800', 'posso pagar 150', 'dou 90'.
 */
export const COUNTER =
  /\b(?:(?:faz|faria|fecha|fecharia|deixa|deixaria|consegue|conseguiria|sai|aceita|topa|vende|pode ser)(?: (?:ele|ela|isso|os|as|o|a|tudo|pra mim|para mim))? (?:por|a|em)|(?:eu )?(?:pago|pagaria|posso pagar|consigo pagar|dou)(?: (?:ate|no maximo|so))?) (?:r\$ ?)?(\d{1,6}(?:[.,]\d{1,2})?)(?!\d|[.,]\d|\s?(?:%|x\b|vezes\b|por cento\b|parcelas?\b|dias?\b))(?: reais| real)?( (?:cada|a unidade|cada um|cada uma|o kit|a caixa))?/;

const OCCASIONS = [
  'aniversario',
  'casamento',
  'cha de bebe',
  'cha revelacao',
  'batizado',
  'formatura',
  'festa',
  'natal',
  'dia das maes',
  'dia dos pais',
  'dia dos namorados',
  'pascoa',
  'ano novo',
  'confraternizacao',
  'evento',
];
const OCCASION_WORDS: Record<string, string> = {
  aniversario: 'aniversário',
  'cha de bebe': 'chá de bebê',
  'cha revelacao': 'chá revelação',
  pascoa: 'Páscoa',
  natal: 'Natal',
  'dia das maes': 'Dia das Mães',
  'dia dos pais': 'Dia dos Pais',
  'dia dos namorados': 'Dia dos Namorados',
  'ano novo': 'Ano-Novo',
  confraternizacao: 'confraternização',
};
const OCCASION = new RegExp(`\\b(${OCCASIONS.join('|')})\\b`);

/** 'entregam no centro', 'atende na zona sul', 'chega em Campinas', 'manda pra Osasco'. */
const PLACE =
  /\b(?:entreg\p{L}*|atende\p{L}*|chega\p{L}*|manda\p{L}*|envia\p{L}*|vai|vem|leva\p{L}*|faz\p{L}*|tem|moro)(?: (?:ai|aqui|ate))? (?:no|na|em|pro|pra|para o|para a|para|ate o|ate a) ((?:zona|bairro|cidade) \p{L}+|centro|[\p{L}]{3,}(?: (?!d[aeo]s?\b)[\p{L}]{2,})?(?: d[aeo]s? [\p{L}]{3,})?)/gu;
/** Words after 'pra'/'no' that are no place a seller delivers to ('minha casa', 'quanto tempo'). */
const NOT_A_PLACE =
  /^(?:cep|bairro|hoje|amanha|tempo|dia|dias|semana|mes|casa|sabado|domingo|pix|cartao|mesmo dia|horario|hora|prazo|frente|minha|meu|sua|seu|nossa|nosso|quanto|quando|qual|quais|que|segunda|terca|quarta|quinta|sexta|feriado|natal|creche|escola|trabalho|loja|rua|esse|essa|este|esta|isso|aqui|la|ai|todo|toda|todos|todas|qualquer|endereco|outra|outro|mesma|mesmo|meio|final|fim|inicio|caso|valor|aguardo|preco|cor|tamanho|modelo|caixa|caixinha|embalagem|pronta|entrega|imediata|rapida|expressa|estoque|retira|retirar|retirada|buscar|pegar|descricao|foto|fotos|anuncio|imagem|site|link|pagina|materia(?:l|is)|conteudos?|bonus|modulos?|aulas?|cursos?|aluguel)\b/;
const DAY_WORD =
  / (?:hoje|amanha|ainda|mesmo|sim|tambem|logo|agora|amig[oa]|moc[oa]|querid[oa]|senhor[a]?)$/;
/** 'pronta entrega', 'entrega imediata': when, not where ('tem em pronta entrega?'). */
const HEALTH_CONDITION =
  /\b(?:pressao alta|pressao arterial|lactante|(?:efeitos? )?colatera\p{L}*|(?:aumenta|sobe|altera|acelera) (?:a )?(?:pressao|batimentos|coracao)|hipertens\p{L}*|diabet\p{L}*|tireoide|hipotireoid\p{L}*|hipertireoid\p{L}*|amament\p{L}*|amentando|gravida|gestante|gravidez|remedios?|medicament\p{L}*|gastrite|cardiac\p{L}*|contra ?indica\p{L}*|figado|rins|renal|cirurgia|bariatrica)\b/u;
// 'posso tomar?', 'pode?', not 'não posso tomar qualquer remédio' nor 'consigo ficar calma' (L21).
const HEALTH_ASKED =
  /\b(?:(?<!\bnao )(?:pode|podem|posso|poderia|consigo|da pra|da para|devo)(?! (?!(?:tomar|usar|consumir|ingerir|comer|beber|fazer|aplicar|passar|ser|estar|dar|misturar|continuar|associar|juntar)\b)\p{L}+(?:ar|er|ir)\b)|tem problema|faz mal|tem (?:algum |alguma )?(?:efeitos? )?colatera\p{L}*|(?:nao )?(?:aumenta|sobe|altera|acelera) (?:a )?(?:pressao|batimentos|coracao)|restric\p{L}*|contra ?indica\p{L}*|tomo|tomando|uso|usando)\b/u;

const QUICK = /\b(?:pront[ao] entreg\p{L}*|entrega (?:imediata|rapida|expressa))\b/u;

/**
 * A measure of the customer's own asked against the sizes: 'PP veste 10 anos?', 'uso 38 de
 * cintura', 'tenho 1,80 e 68 kg, qual vocês indicam?'; not a time ('Tenho o TIS5010 há 2 anos').
 */
export const FIT =
  /\b(?:veste|vestiria|serve em quem|(?:jeans|calca|manequim)\b[^?.!]{0,25}\b\d{2}|cert[oa] (?:pra|para) (?:ele|ela|mim)|(?<!\b(?:ha|durante|por) )\d+ anos|(?<!x ?|\b(?:menor|maior) (?:\p{L}+ )?)\d[.,]\d{2}(?! ?x)(?: ?m)?|\d{3} (?:de )?altura|\d+ ?kg|kilos?|quilos?|peso|cintura|busto|quadril|us[ao] (?:entre |numero |tamanho )?\d{2}|me serve|serve em mim|(?:qual|que) (?:tamanho|numero) (?:voces |vcs )?(?:indica\p{L}*|recomenda\p{L}*|serve|fica|devo)|(?:voces|vcs) indica\p{L}*)\b/u;

/**
 * A measure they name, as a seller writes it after 'tenho': 'de 80 cm' ('50cm', 'de 38 de
 * comprimento'), or 'menor que 70 cm'.
 */
export function measureAsked(words: string): string | null {
  // '4,00 x 2,50 e 5,00 x 2,50' (m495): the last width by height, or those joined by 'e'.
  // 'corrente 3x1' names a style of links, no measure (m609).
  const pairs = [
    ...words.matchAll(/(?<![\d.,])\d+(?:[.,]\d+)? ?x ?(?!1\b(?![.,]\d))\d+(?:[.,]\d+)?/g),
  ];
  if (pairs.length) {
    const asked = [pairs.at(-1)!];
    for (let i = pairs.length - 2; i >= 0; i--) {
      const between = words.slice(pairs[i]!.index + pairs[i]![0].length, asked[0]!.index);
      if (!/^ e (?:de |no |na )?$/.test(between)) break;
      asked.unshift(pairs[i]!);
    }
    // Said back without its numbers: '1,40 x 1,60' read as '40x' would be installments.
    return asked.length > 1 ? 'nessas medidas' : 'nessa medida';
  }
  // '7metros por 80', '4 mt comp x 70 cm largura': a length by a width, both said (ADS9, ADS23);
  // 'mt' after a number is metres, though chat-text.ts reads a lone 'mt' as 'muito'.
  const byWidth =
    /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(?:m|mt|mts|metros?|muito)(?: (?:de )?comp\p{L}*)? (?:por|x) (\d+(?:[.,]\d+)?) ?(cm|m|metros?)?\b/u.exec(
      words,
    );
  if (byWidth) {
    const width = byWidth[3] ? byWidth[3].replace(/^metros?$/, 'm') : 'cm';
    return `de ${byWidth[1]} m x ${byWidth[2]} ${width}`;
  }
  // Metres written 'm' only up to 9,99: '30M' of a watch is how deep it goes in water (m477).
  const unit =
    /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(cm|mm|centimetros?|milimetros?|metros?|ml|litros?|kg|gramas?)\b/.exec(
      words,
    ) ?? /(?<![\d.,])(\d(?:[.,]\d{1,2})?) ?(m)\b/.exec(words);
  const along = /\bde (\d{2,3}) (?:cm )?de (comprimento|largura|altura|diametro)\b/.exec(words);
  const measure = unit
    ? `${unit[1]} ${unit[2]!.replace(/^centimetros?$/, 'cm').replace(/^milimetros?$/, 'mm')}`
    : along
      ? `${along[1]} de ${along[2] === 'diametro' ? 'diâmetro' : along[2]}`
      : null;
  // 'teria menor tipo 1,80' (m735): a measure without its unit, said of a smaller or larger one.
  const bare = /\b(?:menor|maior) (?:tipo |uns |umas |de |com |assim )?(\d(?:[.,]\d{1,2}))\b/.exec(
    words,
  );
  if (!measure && bare) return `de ${bare[1]}`;
  // 'tem ela tamanho 45' (m579), 'tem no número 38?': that size, by its number.
  const sized = /\b(tamanho|numero) (\d{1,3})\b(?![.,]\d| ?x\b)/.exec(words);
  // 'tem G1?', 'tem EG?': a size past the usual letters, by its name (m722, m723).
  const plus = PLUS_SIZE.exec(words)?.[1];
  if (!measure && plus) return `no ${plus.toUpperCase()}`;
  if (!measure && sized) return `no ${sized[1] === 'numero' ? 'número' : 'tamanho'} ${sized[2]}`;
  if (!measure) return null;
  const than =
    /\b(menor|maior|mais curt[oa]|mais comprid[oa]) (?:do )?que (?:a de |o de )?(?=\d)/.exec(words);
  return than ? `${than[1]} que ${measure}` : `de ${measure}`;
}

/**
 * Whether the measures stated are the real ones ('as medidas ali correspondem com o produto?',
 * 'as medidas do gg são a mesma da descrição', m661, m638): no range of sizes answers it.
 */
export const MEASURES_MATCH =
  /\bmedidas?\b.{0,40}\b(?:correspond\p{L}*|batem|bate|confere\p{L}*|(?:sao|e) (?:as |a |o )?mesm[oa]s?)\b/u;

/** A size beyond the usual letters ('G1', 'XG', 'EGG'), asked folded. */
// 'G4' right after a name ('gol G4', 'Gol G5') is a car's model, no size (VTN22, VTN37).
export const PLUS_SIZE =
  /\b((?<!\b(?!(?:tem|tens|teria|tamanho|numero|no|na|de|do|da|um|uma|o|a|e|ou|em|com|quero|vestir|veste|uso)\b)\p{L}{3,} )g[1-5]|xgg|xxg|xg|exg|egg|eg)\b/u;

/** Which colours there are, asked ('Quais as cores', 'que são as cores?', m806). */
export const WHICH_COLOURS = /\b(?:quais|que) (?:sao )?(?:as )?cores\b/;

/** Made to a measure of their own ('faz em medidas específicas?', 'faz sob medida?'). */
export const CUSTOM_SIZE =
  /\b(?:sob medida|(?:tamanho|medida|numero) (?:menor|maior|mais curt[oa]|mais comprid[oa])(?! (?:do )?que\b)|(?:teria|tem|tens) (?:menor|maior)\b|medidas? (?:especifica|personalizada|diferente)s?|outr[ao]s? (?:medidas?|tamanhos?)|(?:faz|fazem|faria) (?:em |de |n[ao] )?(?:outr[oa]s? )?(?:medidas?|tamanhos?))\b/;

/** They ask to choose or mix ('posso optar por 3 GG e 2 M?', 'tem que ser tudo igual?'). */
export const CHOOSE =
  /\b(?:(?:posso|pode|da pra|da para|tem como|consigo|(?:tem )?opcao de) (?:escolher|optar|misturar|variar)|(?:da|de) (?:minha|sua) escolha|tem que ser (?:tod[oa]s )?(?:do mesmo|da mesma|igua))/;

const PAY_ON_ARRIVAL =
  /\b(?:pag\p{L}* (?:no dia que (?:chega|chegar|entrega)|na entrega|quando (?:chegar|receber|entregar)|na hora que chegar|ao receber)|pagamento na entrega|cobr\p{L}* na entrega)\b/u;

/**
 * 'Se há alguma maneira, por quê não?!' closing a thought: it asks nothing (as written or
 * normalized). 'Ué, por que não?!' to a refusal does ask.
 */
export const WHY_NOT_CLOSING = /\bse\b[^,?!.]{3,80},\s*por ?qu[eê] n[aã]o\W*$/iu;

/**
 * What keeps a 'quando' from asking: a story told after it, nothing asked ('quando assisti a Mari
 * pela primeira vez', 'quando retornei à veterinária… Bateu!'), for `quando${NOT_WHEN_ASKED}`.
 */
export const NOT_WHEN_ASKED =
  '(?! (?:eu |ela |ele )?(?:assisti|retornei|voltei|comecei|fui|entrei|vi|conheci|cheguei|estava|estive|era|tinha|fiz|comprei|paguei|recebi|terminei|conclui|li|ouvi|falei|soube|descobri|se torna|se trata)\\b(?![^?]*\\?))';

/** Buying to sell again ('como faço pra ser revendedor?', 'tem kit pra revender?'). */
// Not 'revendo as aulas' (watching them again).
/**
 * A money hardship told ('estou com dificuldades financeiras', 'está muito pesado para mim', 'não
 * posso entrar numa dívida'): heard, never pitched to (L8, L9, L15).
 */
export const HARDSHIP =
  /\b(?:dificuldades? financeiras?|(?:estou|to|ando|estamos) (?:com|passando por) (?:muitas |algumas |umas )?dificuldades?(?! (?:com|para|pra|de|no|na|em) )|(?<!\be )ganho pouco(?! (?:peso|massa))|(?:valor|preco|proposta|parcelas?|renovacao|mensalidade|pagar|pagamento|investimento)\b[^.?!]{0,60}\b(?:esta|ta|fica|ficou) (?:muito |bem |meio )?pesad[oa] (?:pra|para) mim|aperto financeiro|(?:muito |bem )?apertad[oa] financeiramente|(?:estou|to|fiquei|esta|ta|ficou|foi) desempregad[oa]|minha situacao (?:financeira )?(?:e|esta|ta|anda) (?:bem |muito |meio |um pouco )?(?:dificil|complicada|apertada)|nao (?:posso|consigo|tenho como) (?:entrar|me meter|fazer) (?:numa|em uma|uma) divida)\b/;

export const RESALE = /\b(?:revend(?!o\b)\p{L}*|revenda|atacado)\b/u;

/** Card brands a payment link may not take; Visa and Mastercard every link takes. */
const CARD_BRANDS: Record<string, string> = {
  elo: 'Elo',
  hiper: 'Hipercard',
  hipercard: 'Hipercard',
  amex: 'Amex',
  'american express': 'American Express',
  senff: 'Senff',
  'brasil card': 'Brasil Card',
  brasilcard: 'Brasil Card',
  cabal: 'Cabal',
  sorocred: 'Sorocred',
  banescard: 'Banescard',
  bradescard: 'Bradescard',
  bradescar: 'Bradescard',
  diners: 'Diners',
};
const CARD_BRAND = new RegExp(
  `\\b(?:cartao|bandeira|aceita|aceitam|passa)(?: de (?:credito|debito))?(?: d[ao])? (${Object.keys(CARD_BRANDS).join('|')})\\b`,
);

/**
 * A place as the customer wrote it, accents and all ('são paulo' → 'São Paulo'): the words of
 * the original text that fold to the place read; a town's name capitalised.
 */
function placeOf(raw: string | undefined, original: string): string | null {
  // 'para Manaus CEP 69093-051': the town, not its CEP.
  const place = raw?.replace(DAY_WORD, '').replace(/ (?:cep|bairro)\b.*$/, '');
  if (!place || NOT_A_PLACE.test(place)) return null;
  if (/^(?:centro|zona|bairro|cidade)\b/.test(place)) return place;
  const wanted = place.split(' ');
  const words = original.split(/[^\p{L}]+/u).filter(Boolean);
  const at = words.findIndex((_, i) => wanted.every((w, j) => fold(words[i + j] ?? '') === w));
  const written = at < 0 ? [] : words.slice(at, at + wanted.length);
  if (!written.length) return null;
  return written
    .map((w) =>
      /^d[aeo]s?$/i.test(w) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** A town alone with its state ('Montes claros mg', m763): where they are, for the freight. */
export const TOWN_ALONE =
  /^(?!(?:ok|sim|nao|pode|vou|tudo|quero|tem|obrigad\p{L}*|bom|boa|oi|ola|eu|me|que|qual|quanto|como)\b)([\p{L}]{3,}(?: [\p{L}]{2,}){0,3}?)[\s,/-]+(?:ac|al|ap|am|ba|ce|df|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to)[\s.!?]*$/u;

/** Where they say they are from ('Sou de jandaia goais', m821). */
export const FROM_TOWN =
  /^(?:eu )?(?:sou|moro) (?:de|da|do|em|no|na) (?!(?:comunidade|turma|equipe|familia|igreja|area|aluguel|favor)\b)([\p{L}]{3,}(?: [\p{L}]{2,}){0,3})$/u;

/** Words read as no place passed over before giving up: a turn names its place early. */
const PLACE_TRIES = 4;

/**
 * The first place the words name; a phrase that is no place ('tem em pronta entrega') is passed
 * over, and the next match may start inside it ('… pronta entrega em Campinas').
 */
function firstPlace(words: string, original: string): string | null {
  PLACE.lastIndex = 0;
  for (let tries = 0; tries < PLACE_TRIES; tries++) {
    const match = PLACE.exec(words);
    const raw = match?.[1]?.replace(DAY_WORD, '');
    if (!match || !raw) return null;
    if (!NOT_A_PLACE.test(raw)) return placeOf(raw, original);
    PLACE.lastIndex = match.index + 1;
  }
  return null;
}

/**
 * A way to pay they will not or cannot use ('não tenho cartão', 'sem ser no boleto', 'estou sem
 * limite no cartão', 'não vão me liberar com essa quantia no cartão', L41).
 */
export const REFUSED_WAY =
  /\b(?:sem ser (?:o |no |pelo |com )?|nao (?:queria|quero|gostaria de|vou|prefiro|trabalho|uso|tenho|tenho como (?:comprar|pagar)) (?:mesmo |mais )?(?:usar |pagar )?(?:no |com |pelo )?(?:o )?|(?:sem|pouco|nao tenho) limite (?:no |do |de |pro )?(?:meu )?|nao (?:vao|vai) (?:me )?liberar (?:\S+ ){0,4}?(?:no |o )?)(cartao|credito|pix|boleto)(?: de (?:credito|debito))?\b/;

/** A way named as the one to pay by ('pode ser no cartão dela?', 'amanhã faço o pix'). */
const CHOSEN: Record<string, RegExp> = {
  pix: /\b(?:no|pelo|via|o|por) pix\b/,
  boleto: /\b(?:no|pelo|via|o|por) boleto\b/,
  cartão: /\b(?:no|pelo|via|por) (?:cartao|credito)\b/,
};

/**
 * How they say they will pay: a way they refuse is not it, wherever else they name it ('não tenho
 * cartão… uma vez me enrolei com cartão', L23).
 */
function methodOf(words: string): TurnDetails['method'] {
  const refusals = [...words.matchAll(new RegExp(REFUSED_WAY.source, 'g'))];
  const refused = refusals
    .map((m) => ({
      way: m[1] === 'pix' || m[1] === 'boleto' ? m[1] : 'cartão',
      end: m.index + m[0].length,
    }))
    // '…não tenho cartão, mas minha filha tem. Pode ser no cartão dela?': chosen after all.
    .filter(({ way, end }) => !CHOSEN[way]!.test(words.slice(end)))
    .map(({ way }) => way);
  return (
    METHODS.find(
      ([re, method]) => !refused.includes(method!) && re.test(words.replace(REFUSED_WAY, ' ')),
    )?.[1] ?? null
  );
}

const METHODS: Array<[RegExp, TurnDetails['method']]> = [
  [/\bpix\b/, 'pix'],
  [/\b(?:cartao|credito|debito)\b/, 'cartão'],
  [/\bboleto\b/, 'boleto'],
  [/\b(?:dinheiro|especie)\b/, 'dinheiro'],
  // 'Aguardo o link' (m739): the card's payment link, not the listing's.
  [
    /\blink\b(?! (?:d[oa]s?|no|na) (?:anuncio|produto|site|loja|video|foto|catalogo|instagram))/,
    'cartão',
  ],
];

/**
 * 'ainda nao recebi meu pedido', 'nao chegou', 'veio errado', 'veio quebrado', 'nao consigo
 * acessar'; a delivery promise they say was broken ('comprei ate hoje nada e voce disse que
 * entregava no mesmo dia', 'nada de entregar no mesmo dia').
 */
/** Silence complained of ('Vocês não vão mais falar o que está acontecendo?'). */
const SILENCE =
  /\b(?:(?:voces|vcs) nao (?:vao|vai) (?:mais )?(?:falar|responder|dizer|me responder)|dificuldade (?:pra|para|de) falar com (?:voces|vcs|voce|vc))\b/;

/** A long wait said, nothing named ('Estou o dia todo tentando resolver', 'desde ontem aguardando'). */
const WAITING_LONG =
  /\b(?:(?:as )?(?:horas|hrs|dias) (?:estao|esta|ta|tao) passando|(?:o dia (?:todo|inteiro)|desde (?:ontem|cedo|semana passada)|ha (?:dias|horas|semanas)|faz (?:dias|horas|semanas)) (?:estou |to )?(?:tentando|esperando|aguardando)|(?:estou|to) (?:tentando|esperando|aguardando)\b[^.?!]{0,40}\b(?:desde ontem|ha dias|faz dias|o dia (?:todo|inteiro)))/;

/**
 * A card that will not go through, or blamed on the seller ('só dá pra comprar com cartão não
 * está travando', 'dizem que o problema não é deles e sim de vcs').
 */
const CARD_FAILS =
  /\b(?:cartao\b[^.?!]{0,40}\b(?:nao (?:esta |ta )?(?:passa|passou|passando|aprova|aprovou|funciona|travando|aceita|aceito)|(?:esta |ta )?(?:travando|travou|recusad\p{L}*|negad\p{L}*))|o problema nao (?:e|eh) (?:deles|dele|do banco|do cartao|meu)\b)/u;

/** A payment that errors ('Quero fazer pagamento recorrente e dá erro'): its trouble, no purchase. */
const PAYMENT_ERRORS =
  /(?<!\b(?:e se|caso|se) (?:o |a )?)\b(?:pagamento|pagar|compra|comprar|assinatura|pix|boleto|link|cartao)\b[^.?!]{0,40}\b(?:da|deu|esta dando|ta dando|dando|aparece|apareceu) (?:um |uma )?(?:erro|mensagem de erro)\b/;

/** A price not the one they saw ('Na sexta o valor do curso estava a 531,36€, hoje está a 842,55€'). */
const PRICE_CHANGED =
  /\b(?:valor|preco)\b[^?]{0,40}\b(?:estava|era)\b[^?]{0,40}\b(?:hoje|agora)\b (?:esta|ta|e|aparece)\b|\b(?:valor|preco) (?:mudou|aumentou|subiu)\b(?![^?]*\?)/;

/** The trouble still there ('Continua bloqueado', 'não abre nada no painel'). */
const STILL_WRONG =
  /\b(?:(?:continua|segue|ainda (?:esta|ta)) (?:bloquead|travad|expirad|sem acesso|dando erro|com (?:o mesmo )?(?:erro|problema))\p{L}*|nao (?:abre|carrega|aparece|funciona|entra em) nada\b|nao (?:estou|to) (?:tendo|conseguindo) acesso\b|so (?:me )?aparece(?:m)? (?:essas|estas|esses|estes) (?:formas|opcoes)|(?:essa |a )?opcao nao (?:esta|ta) disponivel|cadeados? (?:estao |esta |ta )?fechad\p{L}*|falta (?:a )?opcao de (?:poder )?parcel\p{L}*|nao aparece (?:a |o )?(?:opcao|botao) (?:de|do|da) (?:parcel|pix|boleto|cartao)\p{L}*|quero (?:o )?(?:meu|minha) (?:direito|acesso|certificado|bonus|brinde)\b)/u;

/** They have written before, more than once ('já é a 3a vez que me comunico com vcs', L34). */
const TIMES_ASKED =
  /\bja (?:e|eh) a (?:\d+ ?a?|segunda|terceira|quarta|quinta) vez que (?:eu )?(?:me comunico|entro em contato|cobro|venho cobrar)\b(?![^?]*\?)/;

/**
 * Their money gone where they cannot follow it ('descontaram a primeira parcela… a terceira
 * botaram no boleto… para onde foi aquele dinheiro', L40): the payment looked into.
 */
const MONEY_ASTRAY =
  /\b(?:(?:descontaram|cobraram|debitaram|botaram|colocaram|passaram) (?:a |as )?(?:\p{L}+ )?parcelas?\b[^?]{0,80}\b(?:no|pro|para o|em) boleto|(?:por ?que|pq) (?:que )?nao (?:continuou|passou|foi|ficou|seguiu)\b[^?.]{0,20}\b(?:no|pelo) (?:cartao|boleto|pix)|(?:cartao|boleto|pix|paguei|parcelas?|descont\p{L}*|cobr\p{L}*)\b[^?]{0,120}\b(?:pra|para) onde (?:que )?(?:foi|foram) (?:o|aquele|esse|meu) dinheiro|cade (?:o|aquele|esse|meu) dinheiro)\b/u;

/** Help the seller promised and has not given ('você falou que ia me ajudar… até agora nada', L17). */
const PROMISE_UNKEPT =
  /\b(?:voce|vc|voces|vcs) (?:disse|disseram|falou|falaram|prometeu|prometeram|ficou|ficaram) (?:que |de )?(?:ia |iam |iria |iriam )?(?:me )?(?:ajudar|resolver|ver|verificar|cancelar|mandar|enviar|retornar|responder|ligar|mostrar)\b[^?]{0,160}\b(?:ate (?:hoje|agora)|(?:ainda )?nao (?:me )?(?:mostrou|mostraram|mandou|mandaram|enviou|enviaram|respondeu|responderam|retornou|retornaram|ligou|ligaram|resolveu|resolveram))\b/;

/** Their questions left unanswered ('Fiz várias perguntas sem resposta', 'vc vai responder minha pergunta?'). */
export const UNANSWERED =
  /\b(?:(?:perguntas?|mensage(?:m|ns)|duvidas?) sem resposta|(?:voce|vc|voces|vcs) (?:vai|vao) (?:me )?responder (?:a )?(?:minha|minhas) (?:pergunta|perguntas|duvida|duvidas|mensage(?:m|ns)))\b/;

/**
 * What they bought stopped working after some use ('3 meses de uso e não liga mais', 'hoje ele
 * travou e não abre nada', 'não durou 2 meses'): the guarantee looked into, no photo asked.
 */
const BROKEN =
  /\b(?:nao liga mais|parou (?:de funcionar|do nada|de ligar|de carregar)|(?:ele |ela |ja )?(?:travou|desligou sozinh\p{L}*)|trava(?:ndo)? (?:o tempo (?:inteiro|todo)|demais|muito|pra caramba|para caramba|toda hora)|(?<!\bnao )(?:esta|ta) travando|(?<!\bsem )(?:muitos )?travamentos\b|descarrega (?:muito |super )?rapido|nao (?:quer )?segura(?:r)? (?:a )?(?:carga|recarga|bateria)|nao funcionou nada|nao funciona(?:m)? (?:os|as|o|a) (?:apps?|aplicativos?|tela|som|camera|wi-?fi|internet|touch|chip|bateria|audio|microfone)\b|nao durou|(?:esquenta|aquece) (?:muito|demais)|bateria (?:esta |ta )?inchad\p{L}*|(?:bateria )?(?:esta |ta )?inchando|(?:desligando|desliga|desligar) (?:sozinh\p{L}*|repentinamente|do nada)|(?:levar|mandar|levei|mandei|tive que levar) (?:pra|para) (?:arrumar|consertar|assistencia)|super ?aquecimento|apresent\p{L}* (?:um |uns |alguns |varios |diversos )?(?:defeitos?|problemas?|falhas?|ruidos?|barulhos?)\b|(?:problemas?|defeitos?|falhas?) n[ao]s? (?:placa|tela|bateria|camera|som|audio|touch|display|botao|botoes|chip|wi-?fi|sinal|microfone|alto-falante|carregamento|leitor)\b|(?:simplesmente |ja |do nada )(?:apagou|desligou)\b|(?:listras|manchas?|riscos?) na tela|(?:muito|super|bem) lento|nao obedece|ja (?:esta |ta )?(?:dando|apresentando) problema)/u;
/** The invoice missing ('não veio nota fiscal', 'Preciso da nota fiscal', 'Faltou a nota fiscal'). */
const NF_MISSING =
  /\b(?:(?:nao|sem) (?:veio |vem |tem |possui |mandaram |enviaram |emitiram )?(?:a )?nota(?: fiscal)?\b|nota fiscal nao (?:acompanha|veio|vem|chegou)|(?:me )?(?:mandasse|mandassem|mandem|mande|envie|enviem|enviasse|enviassem|emitam|emita) (?:a )?nota fiscal|receber a (?:minha )?nota fiscal|(?:mandaram|enviaram|veio) (?:a )?nota fiscal de outro|(?:nem (?:se ?quer|sequer) |nao )emitiu (?:a )?nota|(?:faltou|falta|preciso|precisava|aguardo|aguardando|no aguardo) (?:d?a )?nota fiscal|poderia (?:ter )?vi(?:r|ndo) com (?:a )?nota fiscal|(?:pedindo|pedi|solicitei|solicitando) (?:a )?nota fiscal|nem (?:a )?nota(?: fiscal)? (?:foi )?emitid\p{L}*|nem (?:fizeram|emitiram|mandaram|enviaram|fez|emitiu|mandou|enviou) (?:a )?nota|nota fiscal\b[^.!?]{0,40}\bnao (?:ter sido |foi |tinha sido )?emitid\p{L}*|(?:levou|demorou|demora) [^.!?]{0,20}\bemissao da nota|(?:nao|ninguem) (?:me )?(?:manda|mandou|mandaram|envia|enviou|enviaram|emitiu|emitiram|deu|deram)\b[^.?!]{0,20}\bnota fiscal)/u;

/**
 * A sale that went wrong, told ('me venderam um celular com defeito', 'não quiseram trocar', 'a loja
 * se recusa a efetuar a troca').
 */
const SOLD_WRONG =
  /\b(?:me venderam (?:um|uma) \p{L}+ (?:com defeito|falso|falsificad[oa]|usad[oa]|quebrad[oa])|nao quiseram (?:me )?(?:trocar|resolver|devolver)|recus\p{L}* a (?:efetuar|fazer|aceitar) (?:a )?(?:troca|devolucao))\b/u;
/** A charger that fits no socket ('o carregador tem o pino grosso demais'), or none in the box. */
const CHARGER_MISFIT =
  /\b(?:(?:carregador|pino|plugue|adaptador)\b[^.?!]{0,40}\b(?:grosso demais|muito grosso|nao (?:serve|encaixa|entra)|inutil)|nao (?:vem|veio) (?:com )?(?:a porcaria d)?o carregador|faltou (?:o )?carregador|sem carregador)\b/u;
/**
 * An order gone wrong, told (an online shop's buyers): part of it came ('recebi somente um'),
 * something else came ('entregue divergente do adquirido'), it was sold out or cancelled after
 * the sale, the ad misled, an item still awaited ('minha filha ainda aguarda a boneca').
 */
const ORDER_WRONG =
  /\b(?:(?:(?:so|somente|apenas) (?:recebi|chegou|chegaram|veio|vieram|entregaram)|(?:recebi|chegou|chegaram|veio|vieram|entregaram) (?:somente|so|apenas)) (?:um|uma|\d+|dois|duas|tres|quatro|cinco|o|a|os|as)\b(?! (?:vez|dias?|semanas?|mes)\b)|(?:pedi|comprei)\b[^.!?]{0,40}\bmas (?:eu )?so (?:recebi|chegou|veio)\b|difere d[oa] (?:pedido|anuncio|que (?:pedi|comprei))|(?:veio|vir|vim|chegou|chegar) (?:tudo )?errad[oa]s?|veio sem (?:o|a|os|as|um|uma) (?!nota\b)|(?:so|apenas|somente) (?:um|uma|\d+|dois|duas) \p{L}+ (?:dentro d|na caixa|no pacote|na embalagem)|falta(?:m|ndo)? (?:agora |ainda )?(?:o|a|os|as) (?:segund|terceir|quart|outr|ultim|restante)\p{L}*|(?:no embrulho|na caixa|no pacote|na embalagem) (?:vem|veio|tinha|tem) (?:so|apenas|somente) (?:um|uma|\d+)\b|cobr\p{L}* sem (?:entregar|enviar|mandar)\b|faltou (?:um|uma|o|a|os|as) (?!pouco\b|nada\b|nota\b|nf\b)\p{L}+|(?:enviaram|mandaram|entregaram|enviou|mandou|entregou|veio|recebi) (?:um |uma )?(?:outro|outra)\b(?! (?:vez|embalagem|caixa|cor)\b)|(?:interno|por dentro|dentro da caixa) (?:ser|era|e|veio|tinha|estava) (?:outro|outra)\b|(?:na propaganda|no anuncio|no site|na foto)\b[^.!?]{0,60}\be (?:me )?(?:veio|chegou|recebi|mandaram|enviaram) (?:um|uma|o|a)\b|divergente|diferente do (?:que )?(?:pedi|comprei|adquirido|anunciado)|(?:venderam|vendeu) (?:algo|um produto|o produto) que nao (?:tinham|tinha)|nao (?:tinha|tinham) (?:em |no )?estoque|(?:cancelou|cancelaram) (?:a |minha )?compra|propaganda enganos\p{L}*|ainda (?:aguarda|aguardo|espera|espero) (?:o |a |os |as |meu |minha )\p{L}+)/u;
/** The courts named ('vou acionar a justiça', 'vou procurar meus direitos'): a complaint. */
const TO_COURT =
  /\b(?:acionar a justica|(?:entrar|entro) (?:com (?:uma )?acao )?na justica|acao na justica|procurar (?:os )?meus direitos)\b/u;
/** Another one sent ('me enviou uma versão chinesa e não uma versão global'). */
const SENT_ANOTHER =
  /\b(?:enviou|enviaram|mandou|mandaram|veio) (?:um|uma|o|a) [^.?!]{1,30} e nao (?:um|uma|o|a) /u;
/** Another colour came ('comprei o produto na cor verde e veio azul'). */
const WRONG_COLOUR =
  /\b(?:comprei|pedi)\b[^.!?]{0,40}\bcor \p{L}+ e (?:me )?(?:veio|chegou|mandaram|enviaram)\b/u;

/**
 * A delivery gone wrong: not delivered or late ('PRODUTO NÃO ENTREGUE COM MUITO ATRASO'), left at
 * the post office to fetch ('deixaram no correio pra retirar'), cancelled without asking.
 */
const DELIVERY_FAILED =
  /\b(?:nao ter (?:chego|chegado)|(?:produto|pedido|encomenda|mercadoria)s? (?:ainda )?nao (?:foi |foram )?entregues?|com (?:muito |grande )?atraso|(?:esta|estao|veio|chegou) atrasad[oa]s?|(?:deixaram|deixou|mandam|mandaram|tive que|tenho que|tem que)\b[^.!?]{0,30}\bretirar\b|cancela\p{L}* (?:o |meu )?pedido sem)\b/u;
/** Come broken ('Recebi a película quebrada', 'veio com parafuso quebrado'). */
const ARRIVED_BROKEN =
  /\b(?:recebi|veio|vieram|chegou|chegaram)\b[^.!?]{0,30}\b(?:quebrad|trincad|danificad|avariad|rasgad)\p{L}*/u;
/** A trouble said in other words ('aconteceu esse imprevisto', 'deixando a desejar'). */
const TROUBLE_SAID =
  /\b(?:aconteceu (?:esse|este|um) (?:imprevisto|problema)|(?:o|esse) problema seja resolvido|(?:esta|estao|ta|tao) deixando a desejar)\b/;
/** No one to talk to ('nunca conseguimos falar com vcs pelo telefone', OL94). */
const UNREACHABLE =
  /\b(?:nunca|nao) (?:conseguimos|consegui|consigo|conseguia) (?:falar|contato|contatar|contactar) com (?:voces|vcs|voce|vc|a loja|alguem|ninguem|a central|o suporte|o vendedor|a empresa)\b/;
/** A wait in vain ('Já faz 2 semanas que solicitei o cancelamento e nada', 'demora uma eternidade'). */
const WAITED_IN_VAIN =
  /\b(?:(?:ja )?faz \d+ (?:dias|semanas|meses) que (?:solicitei|pedi|fiz|abri)\b[^.!?]{0,60}\be nada|demora uma eternidade)\b/;

// 'não funciona' is a complaint, except 'ela não funciona sozinha, sem estar ligada…?' asked
// before a purchase (GEL28); 'Recebi e não funciona sem o wifi' stays one.
export const COMPLAINT = new RegExp(
  /\b(?:ate (?:hoje|agora) nada|nada de (?:entregar|chegar|receber|entrega)|nunca (?:recebi|chegou|veio|chega|chegam)|nada de recebimento|nada (?:me )?(?:retornaram|responderam|retornou|respondeu)|(?:suporte|atendimento)(?: de (?:voces|vcs))? (?:esta|ta) falhando|nunca (?:me )?(?:enviaram|enviou|mandaram|mandou) nada|(?:voce|voces) (?:disse|disseram|falou|falaram|prometeu|prometeram) que (?:entregava|entregaria|chegava|chegaria|mandava|enviava|ia (?:entregar|chegar|mandar|enviar))|(?:ainda )?nao (?:recebi|chegou|veio|chegaram|(?:me )?(?:enviaram|enviou|mandaram|mandou)(?! (?:a |o |os |as )?(?:chave|pix|link|valor|preco|orcamento|boleto|dados|fotos?|videos?|catalogo|informac\p{L}*|resposta))|postaram|postou|despacharam)|nem (?:me )?(?:enviou|enviaram|mandou|mandaram) (?:o )?(?:numero|codigo)|nao (?:manda|mandam|envia|enviam|entrega|entregam|posta|postam) (?:o |a )?(?:meu|minha) (?:produto|pedido|encomenda|compra)|(?:veio|chegou) (?:errad|quebrad|faltando|amassad|estragad|diferente)\p{L}*|nao (?:consigo|consegui) (?:acessar|entrar|abrir|baixar)|nao (?:estou conseguindo|to conseguindo|tenho conseguido) (?:mais )?(?:acessar|abrir|baixar|entrar(?! (?:em contato|n[ao]s? (?:calca|roupa|vestido|blusa|saia))))|(?:link|acesso|site|pagina|app|aplicativo) nao (?:esta |ta )?(?:abrindo|abre|funciona|carrega|carregando)|(?:nao (?:tem|deu|deram|veio|recebi|me deram) (?:nenhuma )?(?:a )?(?:orientac|explicac)\p{L}*(?: nenhuma)?|nada explicando) (?:de |sobre )?como (?:e )?(?:que )?(?:eu )?(?:tenho que |vou |devo |posso )?(?:entrar|acessar)|nao (?:estou |to )?(?:conseguindo|consigo|consegui) (?:rastrear|(?:seguir|acompanhar|ver) (?:o |meu )?(?:rastreio|rastreamento|pedido))|(?:rastreio|rastreamento|codigo) (?:nao (?:funciona|aparece|atualiza|existe)|invalido|inexistente|errado)|entreg\p{L}* o que (?:se )?(?:comprometeu|prometeu)|ta brincando|cade (?:o|a|meu|minha)(?! (?:desconto|valor|preco|link|pix|chave|boleto))|(?:estou|to|tou) esperando (?:ate hoje|ate agora|ainda|o meu|a minha|meu|minha)|(?<!\bnao tenho (?:o |do )?que |\bnada a |\bnao (?:se )?pode |\bnao da (?:pra|para) )reclama\p{L}*|que absurdo|pessim[oa]|horrivel|(?:sem|nao tem|falta de) respeito|desrespeit\p{L}*|descaso|nao (?:da|dao|deram|deu) (?:a menor |nenhuma )?satisfacao|mesquinh\p{L}*|(?:estou |to |tou )?tentando [^.?!]{0,40}\bnao consig\p{L}*|nao (?:consigo|consegui) (?:me )?(?:cadastrar|logar|fazer (?:o )?login)|golpist\p{L}*|bandid[oa]s|ladr(?:ao|oes)|caloteir\p{L}*|picaret\p{L}*|nem (?:me )?(?:manda|mandam|mandao|envia|enviam|entrega|entregam)\b|compra parada|mas veio (?:com|sem)|procon|reclame aqui|nao cumpr\p{L}*|(?:tomar|tomarei|vou tomar) (?:as |minhas )?(?:devidas )?providencias|reembols\p{L}*|dinheiro de volta|(?:veio|esta|ta|chegou) com defeito|parou de funcionar|nao funciona(?! (?:sozinh\p{L}*|sem)\b[^.!?]*\?)|\b(?:paguei|comprei|recebi|chegou|instalei|resetei)\b[^?]{0,80}\bnao funciona|(?:de|di)famar|enganad[oa]|golpe|ruim|nao gostei|decepcion\p{L}*|insatisfeit\p{L}*|agora (?:me )?respond\p{L}*|ninguem (?:me )?respond\p{L}*|nao foi (?:enviad|postad|entregue|despachad)\p{L}*|(?:ja sao|ja e|e ate agora) [^.?!]{0,30}\be nada\b|ainda nao chego\b|(?:previsao|data) de (?:chegada|entrega) era|(?:transferi|adia|adiou|adiaram|mudaram|alteraram)\p{L}* (?:a data|a previsao|a entrega|para o dia)|ainda vou receber (?:o|a|meu|minha)|(?:paguei|comprei|adquiri)\b[^?!]{0,160}\be nao (?:abre|abriu|funciona|entra|carrega)\b|(?:numero|ninguem|voces|vcs) nao (?:me )?atende\b|\bso (?:um |e )?robo\b|falando com (?:um )?robo\b|(?:opcao|botao|link|boleto|parcelamento|pagamento)\b[^.?!]{0,30}\bnao (?:aparece|abre|funciona|carrega|esta a (?:aparecer|abrir|funcionar|carregar))|(?:comprei|paguei)\b[^?!]{0,20}\bnao (?:estou |to )?(?:podendo|conseguindo) (?:usar|acessar|entrar)|(?:extrapol|ultrapass|pass|estour)(?:ou|aram) (?:o )?(?:tempo|prazo)|desde (?:o )?dia \d{1,2}[/.]\d{1,2}\b[^?]{0,30}\b(?:nessa|nesta) (?:pisada|situacao|espera|novela)|nao (?:esta|ta|foi) liberad[oa] como (?:foi )?(?:dito|prometido|falado|combinado)(?: (?:dado|combinado|informado|prometido))?|nem (?:providenciad\p{L}*|providenciaram)|(?:tudo|acesso|conta|curso|conteudo|aulas?|area|plataforma|login) (?:esta |ta |foi |ficou |aparece )?(?:bloquead|expirad)\p{L}*|^bloquead\p{L}* e expirad\p{L}*|nao (?:estou |to )?recebendo (?:resposta|retorno)s?|(?:por favor|pfv|pf)\W+(?:me )?resp(?:o|onde|onda|ondam)\b|fica(?:m)? pedindo (?:muita coisa|tudo)|(?:e|ate agora|mas|ainda) sem (?:nenhum )?retorno|acesso ao que (?:eu )?(?:comprei|paguei)|(?:tempo|acesso|periodo|prazo) (?:pelo qual|que) (?:eu )?paguei|(?:link|pagina|site)\b[^.?!]{0,30}\bnao (?:deixa|permite) parcelar|nao tem (?:a )?opcao de parcel[a-z]*|nao (?:consegui|consigo|estou a conseguir|estou conseguindo) (?:efetuar|fazer|concluir|finalizar) o pagamento|\bsem retorno\b|pagamento (?:nao|n) (?:foi )?(?:acatado|aceito|aprovado|processado|reconhecido)|(?:libera|liberem|liberar|liberarem) (?:o |a )?(?:meu |minha )?(?:acesso|conta|curso)|nao (?:esta|estao|ta|tao) cumprindo (?:o |com o )?prazo|ja (?:falei|pedi|mandei|enviei)\b[^?]{0,160}\b(?:e|mas) nada[!. ]*$|iniciei (?:a|essa) conversa (?:as|a|ha)\b|(?:nenhum|sem nenhum|nada de) retorno|(?:estou|to) esperando desde (?:as )?\d|^expirad\p{L}*|nao (?:esta|ta) funcionando|(?:esta|ta|estao|tao) (?:muito |super )?atrasad\p{L}*|me deram (?:o |um )?(?:balao|cano)\b|me deram (?:um )?bolo\W*$|(?:gerou|gera|saiu|sai) (?:o )?boleto (?:so )?a vista|nao tem o parcelamento|so aparece (?:o )?(?:valor|pagamento|opcao) a vista|(?:somente|so) (?:foi |vou |veio )?gerad[oa] (?:o )?(?:pagamento|boleto) da primeira parcela|nao tive (?:a )?opcao de escolha|\bpor isso (?:que )?(?:estou|to) cobrando\b|\bnao fizeram nada\b|(?:foi|esta|ta) cancelad[oa] (?:a |o )?(?:(?:minha|meu) )?(?:compra|acesso|pedido|matricula)|nao (?:estou|to) a conseguir (?:acessar|entrar|abrir|baixar|pagar)|nao (?:consigo|consegui|estou conseguindo) (?:colocar|digitar|preencher|inserir|por) (?:o |meu |a |minha )?(?:numero|telefone|celular|cpf|e-?mail|endereco|cep|nome|dados)|(?:para|pra) (?:me )?vender\p{L}*\b[^.?!]{0,40}\btem tudo\b|(?:entregar|enviar|mandar) (?:o |meu |minha )?\p{L}+ (?:e|eh) (?:um )?problema)/u
    .source +
    `|${WAITING_LONG.source}|${CARD_FAILS.source}|${STILL_WRONG.source}|${UNANSWERED.source}` +
    `|${PAYMENT_ERRORS.source}|${PRICE_CHANGED.source}|${SILENCE.source}|${PROMISE_UNKEPT.source}` +
    `|${TIMES_ASKED.source}|${MONEY_ASTRAY.source}|${BROKEN.source}|${NF_MISSING.source}|${WRONG_COLOUR.source}|${TO_COURT.source}|${SOLD_WRONG.source}|${CHARGER_MISFIT.source}|${SENT_ANOTHER.source}|${ORDER_WRONG.source}|${UNREACHABLE.source}|${WAITED_IN_VAIN.source}|${DELIVERY_FAILED.source}|${ARRIVED_BROKEN.source}|${TROUBLE_SAID.source}`,
  'u',
);

/**
 * The customer says they paid ('já fiz o pagamento do boleto', 'acabei de fazer o pagamento',
 * 'paguei', 'passei o cartão', 'segue o comprovante', 'Comprado. Pago.').
 */
export const PAID =
  /\b(?:minha|meu) (?:irma|irmao|mae|pai|filh[oa]|amig[oa]|marido|esposa|namorad[oa]) (?:ja )?pagou\b(?! \d)(?![^?]*\?)|\b(?:viu|recebeu|conferiu|chegou|abriu|olhou) (?:o |meu )?comprovante|\b(?:so )?(?:pude|consegui) (?:conseguir )?pagar (?:agora|hoje|ontem)\b|\b(?:fiz|efetuei|realizei|acabei de (?:fazer|efetuar|realizar|mandar|enviar)) (?:o |a |meu |minha )?(?:pagamento|pix|deposito|transferencia)|\b(?:paguei|acabei de pagar)\b|\bpassei (?:o |no )?cartao\b|\b(?:segue|eis|aqui esta|aqui vai|mandei|enviei|ta ai|esta ai|acabei de mandar|acabei de enviar) o comprovante|\bcompra (?:ja )?(?:feita|efetuada|paga|realizada)\b|\b(?:fiz|realizei|efetuei) (?:a|uma) compra (?:ontem|hoje|agora)\b|\b(?:efetuei|realizei) a compra\b|\bpedido (?:ja )?(?:realizado|feito|efetuado)\b|\bja comprei\b(?! (?:em|n[oa]|com) outr[oa])|\bcomprei (?:de novo|denovo|novamente|outra vez|mais)\b|\bcomprei (?:ontem|hoje|agora)\b|\bacabei de comprar\b|\b(?:acabei de|ja) (?:fazer|efetuar|realizar) a compra\b|(?:^|[.!,] )(?:comprado e )?(?:ja )?pago(?= ?[.!,]|$)|\b(?:ja )?(?:ta|esta) pago\b|\b(?:pix|boleto) pago\b|\bpagamento (?:ja )?(?:foi )?(?:efetuado|realizado)\b(?![^?]*\?)|\bja (?:foi )?(?:efetuado|feito|realizado) o pagamento\b|\b(?:o )?pagamento (?:eu )?(?:ja )?(?:fiz|efetuei|realizei)\b|^(?!.*\b(?:vou pagar|eu pago|pago (?:amanha|hoje|depois)|pagarei|vou fazer o (?:pix|pagamento))\b).*\b(?:vou|ja vou|irei) (?:te |lhe )?(?:enviar|mandar) o comprovante\b/;
/**
 * They say when they will pay ('vou pagar o boleto hoje', 'pago amanha'): a promise, not a
 * payment made. 'vou pagar por pix' (how, not when) and 'manda o link que eu pago agora' are not.
 */
export const PROMISED =
  /\bfarei o pagamento\b|\b(?:vou|irei) (?:fazer|efetuar|realizar) o pagamento (?:amanha|hoje|mais tarde|pela manha|a noite|segunda|terca|quarta|quinta|sexta|sabado|domingo)\b|\b(?:vou|irei) (?:pagar|transferir|depositar)(?: (?:o|no|pelo|por|via) (?:boleto|pix|cartao))? (?:hoje|amanha|ainda hoje|mais tarde|logo|daqui a pouco|a noite|de noite|segunda|terca|quarta|quinta|sexta|sabado|domingo)\b|\bvou pagar (?:o|esse|meu) boleto\b|\bpago (?:o boleto )?(?:hoje|amanha|mais tarde|logo mais)\b|\bja ja (?:eu )?pago\b/;

/** A payment made, or promised for a time they name; null when they say neither. */
export const payingOf = (words: string): TurnDetails['paying'] =>
  PAID.test(words) ? 'paid' : PROMISED.test(words) ? 'promised' : null;

/**
 * After a sale, an exchange ('quero trocar', 'da pra trocar?', 'posso trocar por uma de 220v',
 * 'como faco para trocar o produto'): not a policy question before buying ('aceita troca?',
 * 'da pra trocar se nao servir?').
 */
export const EXCHANGE =
  /\b(?:(?:solicitei|pedi) (?:a |uma )?troca\b|(?:me )?(?:facam|faca|seja feita) a troca\b|(?:ligar|falar) (?:para|pra|com) (?:voces|vcs) (?:para|pra) (?:a )?troca\b|(?:quero|queria|gostaria de|preciso|posso|da para|tem como|possivel|como (?:faco|faz) para|vou) (?:fazer (?:a |uma )?troca|trocar)(?! (?:se|caso)\b)|(?:fazer|pedir|solicitar) (?:a |uma )?troca\b|tentando (?:fazer )?a troca\b|substituir (?:por outro|por outra|o produto)\b)/;
/** After a sale, the money back ('quero meu dinheiro de volta', 'reembolso', 'estorno', 'posso devolver?'). */
export const REFUND =
  /\b(?:reembols\p{L}*|estorn\p{L}*|dinheiro de volta|(?:meu )?dinheiro (?:continua |esta |ta |segue )?(?:retido|preso|bloqueado)|devolv\p{L}* (?:o |meu )?dinheiro|devolucao do (?:valor|dinheiro)|(?:quero|queria|gostaria de|preciso|posso|da para|tem como|como (?:faco|faz) para|vou) devolver(?! (?:se|caso)\b)|(?:fazer|fiz|faco) a devolucao|cancelar (?:a |o |um |uma |esse |essa )?(?:minha |meu )?(?:compra|pedido|item|produto|boleto|investimento|matricula|inscricao|assinatura)|(?:ser )?cancelad[oa] (?:esse|este|o|meu) boleto|(?<!\b(?:caso|se) nao\W{1,3})(?:preciso|quero|gostaria|peco) que (?:voce |vc |voces |vcs )?cancel(?:e|em)\b|se nao cancel\p{L}*\b[^?]{0,40}\b(?:cartao|banco|procon))/u;
const DEFECT =
  /\b(?:defeito|(?:quebrad|trincad|rasgad|amassad|estragad|furad|descascad|danificad|avariad)\p{L}*|nao funciona|parou de funcionar|nao liga)\b/u;

const LATE_REPLY = new RegExp(
  `${TIMES_ASKED.source}|${UNREACHABLE.source}|${/\b(?:(?:perguntas?|mensage(?:m|ns)|duvidas?) sem resposta|(?:voce|vc|voces|vcs) (?:vai|vao) (?:me )?responder (?:a )?(?:minha|minhas) (?:pergunta|perguntas|duvida|duvidas|mensage(?:m|ns))|agora (?:me )?respond\p{L}*|ninguem (?:me )?respond\p{L}*|(?:numero|ninguem|voces|vcs) nao (?:me )?atende\b|falando com (?:um )?robo|nao (?:estou |to )?recebendo (?:resposta|retorno)s?|(?:por favor|pfv|pf)\W+(?:me )?resp(?:o|onde|onda|ondam)\b|(?:nao|ninguem) (?:me )?(?:responde|respondem|retorna|retornam)|nada (?:me )?(?:retornaram|responderam|retornou|respondeu)|demora (?:para|pra) responder|(?:nenhum|sem nenhum|nada de) retorno|iniciei (?:a|essa) conversa (?:as|a|ha)|(?:estou|to) esperando desde (?:as )?\d|(?:e|ate agora|mas|ainda) sem (?:nenhum )?retorno|\bsem retorno)\b/u.source}|${SILENCE.source}`,
  'u',
);
const QUALITY =
  /\b(?:ruim|horrivel|pessim[oa]|nao gostei|decepcion\p{L}*|(?:muito|mt|mto|bem) (?:pequen[oa]|fin[oa]|frac[oa]|fraquinh[oa])|qualidade (?:ruim|baixa|pessima)|nao vi (?:diferenca|resultado)|nao (?:fez|faz) efeito)\b/u;
/** The order never seen ('nunca nem vi', 'até hj o produto não foi p transporte'). */
const NEVER_CAME =
  /\b(?:nunca (?:nem )?(?:vi|recebi|chegou)|ate (?:hoje|hj|agora) (?:o |a |meu |minha )?(?:produto|pedido|encomenda|mercadoria) nao)\b/;
const NOT_RECEIVED =
  /\b(?:nao (?:recebi|chegou|chego|veio|chegaram|enviaram|mandaram)|nem (?:me )?(?:manda|mandam|mandao|envia|enviam)\b|nao (?:manda|mandam|envia|enviam|entrega|entregam) (?:o |a )?(?:meu|minha) (?:produto|pedido|encomenda|compra)|ate (?:hoje|agora) nada|cade)\b/;
const FREIGHT =
  /\b(?:frete (?:e |sai |ser |fica |sair )?(?:gratis|free|de graca|gratuito|caro|abusivo|alto|salgado|junto|unico|so)|desconto (?:no|do|de) frete|(?:os )?dois fretes|mesmo frete|um frete so|so um frete|valor do frete|quanto (?:fica|e|sai|custa) o frete|frete (?:para|pra))\b/;
const ONE_FREIGHT =
  /\b(?:(?:dois|duas|2|tres|3) (?:valores de )?(?:fretes|frentes)|(?:pagar|pagando|cobrando|cobrado|cobra) (?:o )?frete (?:duas|2) vezes|(?:no|num|em um) (?:mesmo|so) (?:pedido|envio|pacote)|mesmo frete|um frete so|so um frete|frete unico|(?:um )?unico frete|juntar (?:os|as|tudo|no|num))\b/;
const FREE_FREIGHT_FROM =
  /\b(?:quant[oa]s?|a partir de|acima de)\b[^.?!]{0,30}\bfrete (?:e |ser |sai |sair |fica |ficar )?(?:gratis|free|de graca|gratuito)|\bfrete (?:gratis|gratuito) (?:a partir de|acima de|comprando|levando)\b/;
const FREIGHT_DEAR =
  /\bfrete\b.{0,40}?\b(?:car[oa]|alto|abusivo|salgado|absurdo|pesado|puxado|inviabiliza|metade do (?:valor|preco)|mais caro que)\b|\b(?:car[oa]|alto|abusivo|salgado|absurdo)\b[^.?!]*\bfrete\b|\b(?:porque|pq|por que)\b(?:[^.?!]|\.(?=\d)){0,60}\bfrete (?:custa|sai|fica|da|e) (?:r\$ ?)?\d/;
const BOUGHT =
  /\b(?:comprei|compramos|^(?:ja )?comprad[oa]|compra (?:que|q) (?:eu )?fiz|(?:fiz|realizei|efetuei|efutei|acabei de (?:fazer|efetuar|realizar|finalizar)) (?:\p{L}{1,5} )?(?:compra|pedido)|acabei de (?:finalizar|comprar)\b|meu pedido|minha compra|minha encomenda|(?:ja )?paguei|(?:ja )?fiz o pagamento|recebi (?:o|a|meu|minha)|(?:minha|meu)s? \p{L}+ (?:chega|chegar|chegou|vai chegar)|(?:chega|chegar|chegou|vai chegar) (?:o |a )?(?:meu|minha)s? (?:produto|pedido|encomenda|compra|pacote)s?|(?:esta|ta|vai) (?:chegando|chegar) no prazo|como (?:eu )?(?:rastreio|rastrear|acompanho)|se (?:esta|ta) chegando|(?:saber|qual|cade|manda\p{L}*|passa\p{L}*|envia\p{L}*)(?: \p{L}+){0,2} (?:o )?(?:codigo|cod|codg) de (?:rastreio|rastreamento))\b/u;

const COMPLAINED_ABOUT =
  /\b(pedido|encomenda|entrega|produto|acesso|compra|servico|kit|bolo\p{L}*|certificado|brindes?|bonus|boleto|sedex|carregador)\b/u;
/**
 * What a talk is about, when a complaint names nothing ('Quando mesmo vai chegar???' after the
 * certificate was named): the newest of these named in the talk's earlier messages. A bonus or
 * a gift is not one: sellers name them in every pitch.
 */
const SUBJECTS = /\b(certificado|sedex)\b/u;
export function talkSubject(earlier: string[]): string | null {
  for (const words of earlier) {
    const named = SUBJECTS.exec(words)?.[1];
    if (named) return named;
  }
  return null;
}

/** The order itself in trouble beside the invoice: another thing sent, a return or refund asked. */
const ORDER_AND_INVOICE = new RegExp(
  `${ORDER_WRONG.source}|${SENT_ANOTHER.source}|${WRONG_COLOUR.source}|${REFUND.source}|${EXCHANGE.source}|${NEVER_CAME.source}|\\bdevol\\p{L}*|\\baguardando (?:o|a|os|as|meu|minha)\\b`,
  'u',
);

/** The thing a complaint names; a broken thing is not its delivery ('Quanto à entrega… tudo correu bem… o conversor apresentou um ruído'). */
function thingComplained(words: string) {
  const named = COMPLAINED_ABOUT.exec(words)?.[1];
  return named === 'entrega' && (BROKEN.test(words) || DEFECT.test(words)) ? 'pedido' : named;
}

/** What a complaint is about: the thing named, else the payment ('…não veio confirmação do pagamento'), else the order. */
const complainedAbout = (words: string) =>
  // 'Entregaram dois pretos e um magenta. Para devolver eu preciso da nota fiscal': both.
  (NF_MISSING.test(words)
    ? ORDER_AND_INVOICE.test(words)
      ? 'pedido e nota fiscal'
      : 'nota fiscal'
    : null) ??
  (PRICE_CHANGED.test(words) ? 'valor' : null) ??
  (MONEY_ASTRAY.test(words) ? 'pagamento' : null) ??
  // 'estou tentando comprar com o boleto parcelado e não consigo': the payment, not the access.
  (/\b(?:tentando|nao (?:consigo|consegui)) (?:comprar|pagar)\b/.test(words)
    ? 'pagamento'
    : null) ??
  thingComplained(words) ??
  // 'não recebi ainda… ou faço o cancelamento do pagamento?': the order that did not come.
  (/\bnao recebi\b/.test(words) ? 'pedido' : null) ??
  (/\bparcel[a-z]*/.test(words) ? 'parcelamento' : null) ??
  (CARD_FAILS.test(words) ? 'cartao' : null) ??
  /\b(pagamento)\b/.exec(words)?.[1] ??
  'pedido';

/** 'tem X', 'vocês têm X', 'se vcs tem X': X as written, up to four words. */
const HAVE_THING =
  /(?:^|[,;]\s*|\b(?:ol[áa]|oi|dia|tarde|noite|amig[oa]|voc[êe]s?|vcs?|se)[,!]?\s+)(?:tem|t[êe]m|teria|teriam|tens|vende|vendem|possui|possuem)\s+((?:[\p{L}\d]+\+?)(?:\s+[\p{L}\d]+\+?){0,3}(?:(?<=\d)\s?(?:mg|mcg|ml|kg|g|cm|mm)\b)?)/iu;
/** A word where the thing asked ends ('a Pozidrive PZ2 pra vender…', 'cordão elo português com…'). */
const THING_ENDS =
  /^(?:pra|para|com|no|na|nos|nas|em|do|da|dos|das|e|ou|que|q|quando|se|mas|porque|pq|pois|caso|a[ií]|ainda|tamb[ée]m|tb[mn]?|tbem|sim|mesmo|pro|hj|hoje|agora|amanh[ãa]|por|pelo|pela)$/iu;
/** Not a thing to name: this one (a demonstrative) or a question word, or a topic of its own. */
const NOT_A_THING =
  /^(?:que|de|n[ao]s?|em|d[ao]s?|pra|para|com|dispon\p{L}*|aquel\p{L}*|del[ea]s?|somente|s[óo]|apenas|at[ée]|tamb[ée]m|tb[mn]?|tbem|ainda|a[ií]|\p{L}+(?:ar|er|ir)$|ess[ea]s?|est[ea]s?|isso|isto|dess[ea]s?|dest[ea]s?|ele|ela|como|quanto|qual|quais|onde|quando|algo|alguma coisa|desconto|frete|garantia|algu[eé]m|algum (?:vendedor|atendente)|alguma pessoa|estoque|interesse|pronta|nota|mais|muit[oa]s?|problema|jeito|(?:alguma? )?diferen\p{L}*)(?![\p{L}\d])/iu;

/**
 * A word typed without its accent, given back the one its ending always has ('conexao' →
 * 'conexão', 'botao' → 'botão', 'informacao' → 'informação'): the thing is said back, not its typo.
 */
export const accented = (word: string) =>
  word
    .replace(/icio(s?)$/, 'ício$1')
    .replace(/encia(s?)$/, 'ência$1')
    .replace(/cao(s?)$/, 'ção$1')
    .replace(/coes$/, 'ções')
    .replace(/ao(s?)$/, 'ão$1');

/** Folded words in the customer's own spelling ('acesso vitalicio' → 'acesso vitalício'). */
export function asWritten(phrase: string, written: string): string {
  const spelled = new Map((written.match(/\p{L}+/gu) ?? []).map((w) => [fold(w), w.toLowerCase()]));
  return phrase
    .split(' ')
    .map((word) => spelled.get(word) ?? accented(word))
    .join(' ');
}

/**
 * The name the customer gives in their words ('meu nome é  Eunice', luvia L36), capitalised;
 * '' when they say they were called by another's ('Vocês me chamaram de Rosana…', L35), so no
 * name is used; null when they say neither.
 */
export function nameInTurn(written: string): string | null {
  if (WRONG_NAME.test(fold(written))) return '';
  const given = /\b(?:meu nome (?:é|e)|me chamo|pode me chamar de)\s+(\p{L}{2,})(?!\p{L})/iu.exec(
    written,
  )?.[1];
  // 'Sou Francilene. Faço parte da turma…': a capitalised name alone after 'sou'.
  const introduced =
    /(?:^|[.!?]\s*)(?:[Ee]u\s+)?[Ss]ou\s+(?:a\s+|o\s+)?(\p{Lu}\p{Ll}{2,})(?=\s*(?:[.!]|$))/u.exec(
      written,
    )?.[1];
  if (!given && introduced && !NOT_A_NAME.test(fold(introduced))) return introduced;
  // 'meu nome e CPF estão no pedido', 'pode me chamar de novo': no name; one typed in lower case
  // only where the whole message is.
  if (!given || NOT_A_NAME.test(fold(given))) return null;
  if (!/^\p{Lu}/u.test(given) && /\p{Lu}/u.test(written)) return null;
  return given.charAt(0).toUpperCase() + given.slice(1).toLowerCase();
}
const NOT_A_NAME =
  /^(?:cpf|rg|cnpj|completo|novo|nova|de|da|do|e|o|a|endereco|telefone|email|nao|sim|ainda|aqui|esse|este|mesmo|outro|outra|cliente|aluna|aluno|brasileira|brasileiro|casada|casado|mae|pai|eu|ela|ele)$/;
/** 'Vocês me chamaram de Rosana', 'o nome trocado': a name mixed up (not a nickname given). */
export const WRONG_NAME =
  /\b(?:voces |vcs |vc |voce )?me chamaram de \p{Lu}?\p{L}+|\bnome (?:trocado|errado)\b|\b(?:esse|este) nao e (?:o )?meu nome\b|\bmeu nome nao e\b/u;

const LANGUAGE = /^(?:portugu[êe]s|ingl[êe]s|espanhol|libras)$/i;

/** 'o proteção' said back as a seller writes it: 'a proteção' (ITF2). */
const agreed = (thing: string) =>
  thing.replace(
    /^(os?) (?!cora)(\p{L}+(?:ção|ções|dade|dades))(?![\p{L}])/u,
    (_, article: string, word: string) => `${article === 'o' ? 'a' : 'as'} ${word}`,
  );

function thingAskedOf(original: string): string | null {
  for (const sentence of unglued(original).split(/[?!.\n]/)) {
    const words = HAVE_THING.exec(sentence.trim())?.[1]?.split(/\s+/).map(accented) ?? [];
    // 'legenda em Português' keeps the language it is in, 'kit com 4' its count (LMP22).
    const end = words.findIndex(
      (word, i) =>
        THING_ENDS.test(word) &&
        !(word === 'em' && LANGUAGE.test(words[i + 1] ?? '')) &&
        !(word === 'com' && /^\d+$/.test(words[i + 1] ?? '')),
    );
    const kept = words.slice(0, end < 0 ? undefined : end);
    // 'o jogo de chave combinada…' cut at four words ends on no 'de' (m818).
    while (kept.length > 0 && /^(?:de|o|a|os|as|um|uma)$/i.test(kept.at(-1)!)) kept.pop();
    const thing = agreed(kept.join(' '));
    if (thing) return NOT_A_THING.test(thing) ? null : thing;
  }
  return null;
}

/**
 * Another thing the customer says they bought ('Eu comprei o Livro Digital - …', 'Ja comprei
 * esse livro', luvia L3, L25), with its article, as said back ('o livro digital'); null when
 * it is the product itself, a generic word or not said.
 */
export function otherBought(
  words: string,
  written: string,
  product: string | null | undefined,
): string | null {
  const [, article, thing] = OTHER_BOUGHT.exec(words) ?? [];
  if (!article || !thing || GENERIC_BOUGHT.test(thing)) return null;
  // 'livro digital' by 'livr'; 'e book' by 'eboo'.
  const key = (thing.split(' ').find((word) => word.length >= 4) ?? thing.replace(' ', '')).slice(
    0,
    4,
  );
  if (fold(product ?? '').includes(key)) return null;
  const the = /^(?:a|as|essa|esta|uma|minha)$/.test(article) ? 'a' : 'o';
  return `${the} ${asWritten(thing, written).replace(/^e book\b/, 'e-book')}`;
}
const OTHER_BOUGHT =
  /\b(?:comprei|adquiri|acabei de comprar) (o|a|esse|essa|este|esta|um|uma|meu|minha) (\p{L}+(?: \p{L}+)?)(?= - | e |,|\.| que | ha | faz | de vcs| de voces|$)/u;
const GENERIC_BOUGHT =
  /^(?:produto|item|pedido|kit|curso|servico|pacote|plano|dele|dela|mesmo|mesma|seu|sua|meu|minha|meus|minhas|unidade|unidades|outro|outra|par|pote|caixa)\b/;

/** A day said of buying or paying ('se comprar hoje'), not of the delivery asked. */
const BUYING_DAY =
  /\b(?:compr\p{L}*|pag\p{L}*|fech\p{L}*|pedir|peco|pedindo) (?:ainda )?(hoje|amanha)\b/gu;

/** 'hoje' or 'amanhã' asked of the delivery ('envia amanhã?'), not of the purchase. */
function dayOf(words: string): TurnDetails['day'] {
  const rest = words.replace(BUYING_DAY, ' ');
  return /\bhoje\b/.test(rest) ? 'hoje' : /\bamanha\b/.test(rest) ? 'amanhã' : null;
}

/** The price they offer, as money ('10' → 'R$ 10,00'), or null when it cannot be one. */
function money(digits: string): string | null {
  const read = readMoney(digits);
  return read.ok && read.value !== null && read.value > 0
    ? formatBRL(read.value).replace('\u00a0', ' ')
    : null;
}

/** The details of a turn, from its words normalized (chat-text.ts) and as written. */
export function readTurn(words: string, original = words): TurnDetails {
  const counter = COUNTER.exec(words);
  // The number of a counter-offer is a price, not how many.
  const rest = counter ? words.replace(counter[0], ' ') : words;
  const quantityWord = QUANTITY.exec(rest)?.[1];
  const quantity = quantityWord ? (NUMBER_WORDS[quantityWord] ?? Number(quantityWord)) : null;
  const occasion = OCCASION.exec(words)?.[1];
  // 'Moro em vitoria espírito santo' names the whole town, past two words (m884).
  const place =
    placeOf(FROM_TOWN.exec(words)?.[1], original) ??
    firstPlace(words, original) ??
    placeOf(TOWN_ALONE.exec(words)?.[1], original);
  const complaint = COMPLAINT.test(words);
  return {
    quantity: quantity !== null && quantity > 1 && quantity <= 5000 ? quantity : null,
    counterOffer: counter?.[1] ? money(counter[1]) : null,
    counterEach: !!counter?.[2] || /\bcada\b/.test(words),
    occasion: occasion ? (OCCASION_WORDS[occasion] ?? occasion) : null,
    place,
    day: dayOf(words),
    method: methodOf(words),
    complaint: complaint ? complainedAbout(words) : null,
    complaintAbout: !complaint
      ? null
      : PROMISE_UNKEPT.test(words)
        ? 'promise'
        : LATE_REPLY.test(words)
          ? 'reply'
          : BROKEN.test(words) && !NOT_RECEIVED.test(words)
            ? 'broken'
            : // 'O celular é bom, o ruim é que não vem nota fiscal': the invoice, not the quality.
              NF_MISSING.test(words)
              ? 'order'
              : QUALITY.test(words) &&
                  !NOT_RECEIVED.test(words) &&
                  !/\b(?:atendimento|suporte)\b/.test(words)
                ? 'quality'
                : WAITING_LONG.test(words) &&
                    !COMPLAINED_ABOUT.test(words) &&
                    !NOT_RECEIVED.test(words)
                  ? 'waiting'
                  : 'order',
    afterSale: EXCHANGE.test(words) ? 'exchange' : REFUND.test(words) ? 'refund' : null,
    defect: DEFECT.test(words),
    paying: payingOf(words),
    quick: QUICK.test(words),
    bought: BOUGHT.test(words),
    freight: FREIGHT.test(words),
    freightDear: FREIGHT_DEAR.test(words),
    oneFreight: ONE_FREIGHT.test(words),
    freeFreightFrom: FREE_FREIGHT_FROM.test(words),
    cepGiven: /(?<!\d)(?:\d{5}|\d{2}[. ]\d{3})[-. ]?\d{3}(?!\d)|\[cep\]/i.test(original),
    productTopic: productTopicOf(words),
    fit: FIT.test(words) && productTopicsOf(words).includes('size'),
    cardBrand: CARD_BRANDS[CARD_BRAND.exec(words)?.[1] ?? ''] ?? null,
    payOnArrival: PAY_ON_ARRIVAL.test(words),
    health: HEALTH_CONDITION.test(words) && HEALTH_ASKED.test(words),
    doubt:
      /^(?!.*\bnao (?:tenho|tive|fiquei|estou|to)\b)(?:\p{L}+ ){0,2}(?:fiquei|estou|to|tou|tenho|tive|fiquei com|ainda tenho) (?:com )?(?:uma |umas |mais uma )?duvidas?\b(?: (?:rs|k|ha)+)?[\s.!]*$/u.test(
        words,
      ),
    // '…posso comprar e retirar?' (sample-perguntas L31): fetching it, asked alone too.
    pickup:
      /\b(?:retir(?:ar|a|o|e)|buscar|pegar) (?:ai|aqui|na|no|em|pessoalmente)\b|\b(?:posso|da pra|da para|consigo|tem como|e) retirar ?(?:[?.!]|$)/.test(
        words,
      ),
    thingAsked: thingAskedOf(original),
    checkNamed: namedCheck(original),
    hardship: HARDSHIP.test(words),
  };
}
