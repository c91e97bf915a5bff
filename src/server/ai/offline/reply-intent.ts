import type { Author } from '#shared/conversations.ts';
import { HAS_MEDIA, normalized, QUESTION_MARK } from './chat-text.ts';
import {
  colourAsked,
  COMPLAINT,
  COUNTER,
  EXCHANGE,
  FROM_TOWN,
  HARDSHIP,
  PAID,
  PROMISED,
  REFUND,
  TOWN_ALONE,
  NOT_WHEN_ASKED,
  WHY_NOT_CLOSING,
} from './turn.ts';

/**
 * What the customer is doing with their latest words, read from them as chat-text.ts normalizes
 * them ('qto custa?' → 'quanto custa?', 'vou ver c meu marido' → '… com meu marido').
 */
export type Intent =
  /** After a sale: an exchange or the money back asked; neither granted nor refused. */
  | 'return'
  /** After a sale: it did not arrive, came wrong, the access does not work. */
  | 'complaint'
  /** A price of their own ('faz por 10 cada?'): never agreed to, never refused offhand. */
  | 'counter'
  /**
   * They say they paid or bought already, or when they will pay: thanked, checked (or awaited),
   * and told what comes next; never asked to pay again.
   */
  | 'paid'
  | 'ready'
  | 'declines'
  | 'think'
  | 'expensive'
  | 'payment'
  | 'delivery'
  | 'price'
  /** Whether it is still to be had ('tem disponível?', 'ainda tem?', 'ainda está à venda?'). */
  | 'available'
  /** A question the writer has no reading of: the seller checks and answers, nothing invented. */
  | 'info'
  | 'likes'
  /** A thank-you and nothing else ('obrigada!', 'valeu'). */
  | 'thanks'
  | 'greeting'
  | 'media'
  | 'other'
  /** The last message is the seller's: the customer went quiet. */
  | 'quiet';

interface Said {
  author: Author;
  text: string;
}

/**
 * A way to pay supposed of the past, or weighed, not chosen ('se eu tivesse comprado no cartão,
 * meu acesso seria diferente?', 'se eu pagasse no pix, sairia mais barato?'); 'se eu comprasse
 * hoje, dá pra pagar no pix?' still asks how to pay.
 */
const IF_I_HAD =
  /\bse (?:eu |a gente )?tivesse (?:comprado|pago|pagado|feito|escolhido|optado)\b|\bse (?:eu )?pagasse\b[^?]{0,40}\b(?:sairia|ficaria|seria) mais barat/;

/**
 * The spouse in a story, or someone else's, not one to consult ('quando meu marido faleceu', 'um
 * processo que meu marido…', 'junto com o marido dela').
 */
const SPOUSE_STORY =
  /\b(?:falec\p{L}*|morreu|viuv[ao]|finad[oa]|(?:quando|que) (?:o )?(?:meu|minha) (?:marido|esposa|mulher)|(?:o|a) (?:marido|esposa|mulher|namorad[oa]|noiv[oa]) (?:dela|dele))\b/u;

/** An order said along a hardship ('Estou desempregada… Quero fazer o plano de 3 meses'). */
const HARDSHIP_BUT_ORDERS = /\b(?:quero|vou querer|vou levar|manda|pode mandar|eu fecho|fechado)\b/;

/** A better price asked for ('pleitear um preço um pouquinho melhor', 'faz um preço melhor'), no comparison. */
const BETTER_PRICE =
  '(?:faz|fazer|fazem|da|dar|consegue|conseguir|pleitear|tem como|teria como|ter|um|uns|uma) (?:um |uns |uma )?(?:preco|valor|condicao)(?: (?:um|bem|mais))?(?: (?:pouquinho|pouco))? melhor(?! (?:que|do que|q)\\b)';

/** A pattern of whole words or phrases, any of them (each may hold its own regex parts). */
const anyOf = (...phrases: string[]) => new RegExp(`\\b(?:${phrases.join('|')})\\b`, 'u');

/** Another size wished for ('um tamanho menor'): a question, not a purchase (m736). */
const ANOTHER_SIZE = '(?:tamanho|medida)s? (?:menor|maior|mais|diferente|especific|personaliz)';

/** 'Pode mandar' and nothing else: what the seller offered is sent (after 'Te mando o Pix?', it). */
const SEND_IT =
  /^(?:ok,? |sim,? )?(?:pode )?(?:me )?mand(?:a|e|ar)(?: sim| ai| pra mim| (?:pra|para) eu (?:analisar|ver|olhar))?[.!?]*(?: ?(?:agradeco|obrigad[oa]|por favor|pf|pfv)[.!?]*)?$/;

/** A talk asked for later ('podemos falar mais tarde?! Meio dia?!'): agreed to, nothing checked. */
export const TALK_LATER =
  /\b(?:vou (?:me )?ausentar|so (?:poderei|vou poder|posso) falar (?:aqui |com voce |contigo )?(?:(?:proximo|perto) (?:ao|do|de) )?(?:meio dia|mais tarde|depois|amanha|a noite|a tarde)|(?:estou|to) em transito|intervalo (?:que )?(?:esta|ta) acabando|(?:estou|to) chegando n[oa] (?:faculdade|trabalho|escola|servico|consulta|medico)|fica (?:pra|para) amanha|preciso (?:cuidar de mim|descansar|dormir|almocar|jantar)|(?:deve estar|esta|ta|estao|tao) me esperando|(?:estou|to) saindo (?:para|pra|pro) (?:o )?(?:trabalho|servico|faculdade|escola|aula)\b(?![^?]*\?)|(?:preciso|tenho que) (?:sair|ir embora|voltar (?:a|pro|para o) trabalh[a-z]*)|volto (?:aqui )?(?:mais tarde|depois|amanha|apos|a noite|de noite|ainda hoje)|(?:mais tarde|depois|amanha) (?:eu )?(?:entro em conta(?:c)?to|te chamo)|volto a entrar em conta(?:c)?to|daqui (?:a pouco|(?:uns? |a )?\d+ ?(?:min|minutos)) (?:eu )?(?:te |lhe )?(?:respondo|falo|continuo|retorno|chamo)|volto a (?:retornar|te chamar|falar contigo)|^(?:amanha|depois|mais tarde),? (?:eu )?volto\b|^ate (?:as )?\d{1,2} ?h?\b[^?]{0,20}\bfalamos|quando (?:eu )?conseguir (?:acessar|entrar)\b[^?]{0,30}\btiro (?:as |minhas )?duvidas|(?:terei|vou ter|tenho) que (?:te |lhe )?chamar (?:apos|depois|mais tarde|a noite|de noite|amanha)|^falar com (?:voces|voce)\b[^?]{0,30}\b(?:apos|depois d?as|a partir d?as) (?:as )?\d)\b|\b(?:podemos|poderiamos|pode|posso te|da pra|da para|a gente pode|vamos) (?:nos )?(?:falar|conversar|se falar|ligar|continuar|chamar)(?: (?:com voce|contigo|com vc))? (?:mais tarde|depois|amanha|outra hora|a noite|de noite|a tarde|de tarde|de manha|meio dia|mais pra frente|\d{1,2} ?h)\b|\b(?:adoraria|gostaria de|queria) (?:poder )?(?:falar|conversar) (?:contigo|com voce|com vc)\b(?! sobre)(?![^?]*\?)/;

/** News of theirs promised for later ('Quando tiver outras curas te informo'): nothing asked. */
export const NEWS_PROMISED =
  /^(?![^?]{0,120}\b(?:marido|esposa|salario|dinheiro|pagamento|falar com|conversar com|pensar)\b)[^?]{0,120}?(?:\bquando (?:tiver|souber|acontecer|sair)\b[^?]{0,40}\bte (?:informo|conto|falo|aviso)\b|\bdepois (?:te )?(?:conto|informo)\b)(?![^?]*\?)/;

/**
 * What they paid so far, asked ('O q temos de pagamento feito em relação ao curso', 'Queria
 * entender… do pagamento parcelado feito por mim'); not 'Reconheço os pagamentos feitos'.
 */
export const PAYMENTS_MADE =
  /\b(?:o q(?:ue)? temos|quais (?:foram )?|quanto (?:eu )?ja|entender|saber|ver)\b[^?.!]{0,30}\b(?:pagamentos?|parcelas?)\b[^?.!]{0,20}\b(?<!\bser )feit[oa]s?\b|\bo que (?:eu )?(?:ja )?paguei\b/;

/** Whether a refusal is theirs alone ('a RESTRIÇÃO É PESSOAL?', 'a restrição é comigo?'). */
export const PERSONAL =
  /\b(?:restricao|recusa|limitacao|isso) (?:e|eh|foi) (?:so )?(?:pessoal|comigo)\b|\brestricao pessoal\b|\bcaso seja pessoal\b/;

/** Waiting in someone else's line ('...lá estou na espera'). */
export const WAITING_THERE =
  /\b(?:la|ainda) (?:estou|to|fico|sigo|continuo) na espera\b|\bsuporte (?:mandou|pediu pra|pediu para|disse pra|falou pra) (?:eu )?(?:esperar|aguardar|esperr)\b|\b(?:estou|to|fico|sigo|continuo) na (?:espera|fila) (?:la|do banco|da hotmart|do suporte|no suporte|do atendimento)\b/;

/** Lost among many chats ('há muitas conversas aqui ...nunca sei qual estamos falando'). */
export const LOST_IN_TALKS =
  /\bnunca sei (?:de |com )?(?:qual|quem) (?:estamos|estou|to|e|eh|falo)\b|\bmuitas conversas aqui\b/;

/** The seller did not understand them ('Vc nao entendeu', 'Não foi isso que perguntei'). */
export const MISUNDERSTOOD =
  /^(?!.*\b(?:veio|vieram|chegou|chegaram|mandaram|recebi|entregaram)\b)(?:.*?(?:^|\b(?:acho que|voce|vc|voces|vcs) )nao (?:me )?entende(?:u|ram)\b|.*?\bnao (?:foi|era|e) (?:bem )?isso (?:que|q) (?:eu )?(?:perguntei|falei|disse|quis dizer)\b)/;

/** The contact of someone else asked ('Passa o contato deles'): the seller passes it on. */
export const CONTACT_ASKED =
  /^(?:(?:me )?(?:passa|passe|manda|mande|envia|envie|da|de)|(?:voce|vc) (?:pode|poderia) (?:me )?(?:passar|mandar|enviar))(?: (?:pra mim|por favor))? (?:o )?(?:contato(?: (?:deles|dela|dele|do suporte|da equipe|do atendimento))?|(?:numero|telefone|whats(?:app)?) (?:deles|do suporte|da equipe|do atendimento))\W*$/;

/** Money that fell short before ('Mas não consegui por questão financeira'): heard, the ways to pay offered. */
export const MONEY_SHORT =
  /^(?![^?]*\?)(?!.*\b(?:posso|queria|quero|preciso|gostaria|remarcar)\b).*?\bnao (?:consegui|pude|deu)\b[^.?!]{0,30}\bpor (?:questao|questoes|motivos?|problemas?) financeir\p{L}*/u;

/** A link the seller has not sent ('VC não me passou o link', 'Cadê o link do grupo.'): sent. */
export const LINK_MISSING =
  /\b(?:(?:voce|vc|voces|vcs) (?:nao|ainda nao) (?:me )?(?:passou|passaram|mandou|mandaram|enviou|enviaram) o link\b|cade o link d[aoe]s? (?!pagamento|pagar|pix|cartao|boleto)\p{L}+)/u;

/** Set on going on ('Mas eu não vou desistir'): cheered on. */
export const DETERMINED =
  /^(?:mas )?(?:eu )?nao vou desistir\b(?![^?]*\?)(?!.*\b(?:mas|preciso|so preciso|remarcar|mudar|trocar)\b)/;

/** Unfair, said of a price or a rule ('Isso é que é estranho e não é justo'). */
export const UNFAIR =
  /\b(?:isso\b[^.?!]{0,30}\bnao e justo|nao e justo (?:com|cobrar|pagar|isso)|(?:e|acho|foi|isso e) (?:muito )?injusto)\b(?![^?]*\?)/;

/** The seller will find something out ('deixe-me consultar nossa equipe'): thanks wait for the answer. */
export const SELLER_CHECKS =
  /\b(?:(?:deixe-me|deixa eu|me deixe|vou|preciso) (?:consultar|verificar com|checar com|confirmar com)|assim que (?:eu tiver|tivermos|souber|eu souber))\b/;
/** The seller will send it once ready ('…quando estiver pronto?'): a yes or thanks wait for it. */
export const SELLER_READIES =
  /\b(?:quando (?:estiver|ficar|tiver) pronto|assim que (?:estiver|ficar) pronto|estou preparando)\b/;

/**
 * A way to pay named that the writer does not know ('Vcs aceitam o parcelex da Hotmart?', 'o
 * parcelamento Hotmart'); not one said to fail ('não aparece o parcelamento Hotmart').
 */
export const OTHER_WAY =
  /^(?!.*\bnao\b).*?(?:\b(?:voces|vcs|vc|voce) (?:aceitam|aceita|trabalham com|trabalha com) (?:o |a )?(parcelex|paypal|picpay|pagseguro|mercado ?pago|nupay|cheque|bitcoin|cripto\p{L}*|\p{L}+pay)\b|\bparcelamento (?:da |pela |pelo |na )?(hotmart|kiwify|eduzz|monetizze)\b)/u;

/** A way of a platform's named as the one that suits them ('O método … melhor é o "parcelamento Hotmart"'). */
const WAY_CHOSEN =
  /\b(?:metodo|forma|opcao|jeito)\b[^.?!]{0,60}\b(?:melhor|prefiro|seria|e)\b[^.?!]{0,20}\bparcelamento (?:da |pela |pelo |na )?(?:hotmart|kiwify|eduzz|monetizze)\b/;

/** Whether what they wait for is done yet ('já liberaram o meu acesso? … Sigo no aguardo'). */
export const STATUS_ASKED =
  /\bja (?:liberaram|liberarao|liberou|resolveram|resolveu|enviaram|enviou|mandaram|mandou)\b[^?]{0,40}\?/;

/** The seller promised to send the link ('Já te mando o link', 'Segue o link para pagamento'). */
export const LINK_PROMISED =
  /\b(?:(?:ja )?te (?:mando|envio|passo) o link|vou te (?:mandar|enviar|passar) o link|(?:segue|aqui esta) o link (?:para|pra|de) (?:pagamento|pagar|garantir|finalizar|concluir))\b/;

/** A boleto to cancel ('só cancele o boleto à vista por favor'). */
export const CANCEL_BOLETO =
  /(?<!\bnao (?:me )?)\bcancel(?:e|a|ar|em)\b[^?.!]{0,15}\bboleto\b(?![^?]*\?)/;

/** What happened, asked to understand ('Eu quero entender para q isso não se repita'). */
export const UNDERSTAND_ASKED =
  /^(?:eu )?(?:quero|queria|gostaria de|preciso) entender\b[^?]{0,40}\b(?:aconteceu|houve|por ?que|pq|(?:pra|para) (?:q|que) isso|repita|cobranc\p{L}*|situacao)\b/u;

/** Not forgotten, asked ('E que não se esqueçam de mim🙏'). */
export const REMEMBER_ME = /\bnao (?:se )?esque(?:cam|ca|ce)m? de mim\b/;

/** Someone of theirs who may buy ('Tenho uma pessoa que … talvez se interesse'). */
export const REFERRAL =
  /\b(?:tenho|conheco) (?:uma? )?(?:pessoa|amig[oa]|alguem|conhecid[oa])\b[^?]{0,60}\b(?:se interess\p{L}*|interessad[oa]|quer(?:er|ia)? (?:comprar|fazer|entrar))\b(?![^?]*\?)/u;

/** Something of theirs to look for first ('Vou ter que procurar lá…', 'Vou ver se acho outro'). */
export const OWN_SEARCH =
  /\bvou (?:ter que )?procurar (?:la|aqui|de novo|direito)\b|\bvou ver se (?:acho|encontro)\b(?! (?:mais barat|em outr|outro lugar|outra loja|por menos))/;

/** Where they went to pay refuses it ('A loja de conveniência não aceita ‼️'). */
export const PAY_REFUSED =
  /(?:\bexcede\p{L}* o limite\b|\b(?:sem|nao tenho|nao tem) (?:o )?limite (?:no |do |de |em |disponivel )?(?:meu )?(?:cartao|credito)|\bproblema (?:d?o|com o) (?:meu )?cartao\b(?! (?:ser|de outra))|\b(?:loja|loterica|banco|mercado|supermercado|caixa|agencia|farmacia|correspondente)\b[^.?!]{0,40}\bnao (?:aceita|aceitam|aceitou|aceitaram|recebe|recebem)\b(?! (?:clientes?|pessoas?|visitas?|encomendas?)))(?![^?]*\?)/u;

/** Something of theirs offered ('POSSO PASSAR O LINK DA LIVE'): asked for, not a link to send. */
export const THEIRS_OFFERED =
  /^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:eu )?posso (?:te |lhe )?(?:passar|mandar|enviar) (?:o|a|os|as) (?:link|print|foto|video|comprovante)s? d[aoe]\b(?!.*\?)/;

/** The customer sends the seller something ('Eu vou tirar um print e já envio para vocês'). */
export const OWN_SENDING =
  /\bdepois,? (?:eu )?(?:te |lhe )?(?:envio|mando)\b|\b(?:posso|vou) (?:te |lhe )?(?:enviar|mandar) (?:por|pelo) (?:e-?mail|aqui|whats(?:app|ap)?)\b|\b(?:vou tirar|tiro|ja tiro) (?:um )?print\b|\b(?:vou|ja|eu) (?:te )?(?:mandar|enviar|envio|mando)\b[^?]{0,30}\b(?:pra|para) (?:voce|voces|vc|vcs)\b/;

/** A person asked for, or who answers ('Gostaria de falar com um ser humano', 'Com quem estou falando?'). */
export const WHO_ANSWERS =
  /\b(?:(?:qual|onde)\b[^.?!]{0,40}\bsuporte tecnico|aqui (?:nao )?e o suporte|ser humano|pessoa de verdade|falar com (?:uma )?pessoa|(?:atendente|suporte|atendimento) (?:humano|de verdade)|(?:me )?(?:colocar|passar|transferir) (?:com|para|pra) (?:um |uma |o |a )?(?:humano|atendente|pessoa)|com (?:quem|que) (?:eu )?(?:estou|to) falando|\bquem (?:esta|ta) (?:me )?(?:falando|atendendo|respondendo)(?: comigo| aqui)?(?=\W*$)|^(?:e )?quem (?:e|eh) (?:voce|vc)\b(?! (?:pra|para)\b)|com quem (?:eu )?(?:falo|posso falar)\b|(?:estou|to) falando com quem\b|\balguem (?:me )?(?:faca|entre em) contato comigo\b|\bhumanos? ou (?:a |uma )?(?:ia|robo|maquina)\b|qual (?:e )?(?:o )?seu nome|saber (?:o )?seu nome(?! completo)|como (?:e que )?voce se chama|(?:este|esse|aqui) nao e (?:o |um )?(?:canal|numero|contato) oficial|cade (?:essa|a) equipe|\b(?:a|essa) ia (?:nao|que)\b|falando com (?:uma? )?(?:ia|ema)\b|como e que se chama\W*$|^maquina\W+(?:ta|esta|me|que)\b|\bmaquina (?:que )?me (?:responde|atende)\b|^maquina\W*$|(?:falo|falar|falando) com (?:um )?robo|nao (?:falo|consigo falar) com (?:um )?humano|(?:voce|vc) e (?:um )?(?:robo|bot)|robo (?:burro|idiota|inutil)|e (?:um )?(?:robo|bot)\?|maquina que me atende|(?:falando com|e) (?:uma )?maquina|(?:conecta|conectar|passa|passar|transfere|transferir|coloca|colocar) (?:com|para|pra) (?:o|a) responsavel|falar com (?:o|a) responsavel)/;

/** What they said before, asked again ('Já passei essa informação. Por que vc perguntou isso novamente?'). */
export const ASKED_AGAIN =
  /^\W*(?:sim+|nao+)\W+(?:eu )?ja (?:te )?(?:disse|falei|respondi)\b(?! (?:com|pra|para|a|ao)\b)|^\W*(?:eu )?ja (?:te )?(?:disse|falei|respondi)(?: isso| que (?:sim|nao))?\W*$|\btentando fazer com que (?:voces|vcs|voce|vc) entenda\p{L}*|^(?:mas )?foi o que (?:eu )?(?:disse|falei|escrevi)\b|\bja repeti (?:isso )?(?:\d+|mil|varias|muitas|tantas) vezes\b|\bja (?:te |lhe )?(?:expliquei|falei|disse|botei|escrevi) (?:\S+ ){0,4}?(?:varias|muitas|tantas|mil) vezes\b|\b(?:fazendo|faz|fez|fazem) (?:a )?mesma pergunta\b|^(?:novamente|de novo|outra vez) a mesma coisa\b|\bleia (?:o que|oque) (?:eu )?(?:estou|to) (?:digitando|escrevendo)\b|\b(?:(?:voces|vcs|voce|vc) (?:ficam|fica) (?:me )?(?:repetindo|perguntando) (?:a mesma coisa|sempre o mesmo|isso)|(?:ontem |antes )?ja me (?:disseram|falaram|responderam|mandaram) isso|(?:por que|porque|pq) (?:voce|voces|vc|vcs) (?:me )?(?:perguntou|perguntaram|pergunta|perguntam|pediu|pediram|pede|pedem) (?:isso |isto )?(?:de novo|novamente|outra vez)|(?:eu )?ja (?:te |lhe )?(?:passei|informei|falei|disse|respondi|expliquei) (?:essa|essas|esta|estas|todas as|todos os|esses|isso|isto)\b|(?:eu )?ja (?:passei|mandei|enviei|informei)\b[^?]{0,30}\b(?:\d+|varias|muitas|tantas) vezes\b[^?]{0,30}\b(?:dados|informac\p{L}*|documentos?|e-?mail|cpf))/u;

/** Where the money goes, asked before paying ('preciso saber para onde estou fazendo o pagamento'). */
export const PAY_SAFE =
  /\b(?:(?:para|pra) (?:onde|quem) (?:eu )?(?:estou |to |vou )?(?:fazendo o pagamento|fazer o pagamento|pagando|pagar|mandando o (?:pix|dinheiro)|transferindo)|(?:e|seria|sera) (?:o |a )?(?:site|link|pagina|perfil|numero|conta) (?:original|oficial|verdadeir[oa])|acessei (?:o |a )?(?:site |link |pagina )?(?:original|oficial|certo|certa)|cnpj|razao social|(?:o que|que nome|qual nome|qual o nome) (?:sai|aparece|vem) no (?:boleto|pix|extrato|comprovante|cartao)|(?:em |com )?(?:qual|que) nome (?:vem|sai|aparece)|receio de (?:nao ser oficial|cair (?:em|num|no) golpe))\b/u;

/** They would rather ask here ('Gosto do whatsapp para tirar dúvidas', 'me perco nas comunidades'). */
export const HERE_PREFERRED =
  /^(?:pode ser )?(?:por )?aqui (?:mesmo|no (?:whats ?app|whats|zap))\b[^?]*$|\b(?:posso|puder|pudesse|da pra|da para) (?:ir )?(?:falando|falar|conversar|contando|contar) (?:com (?:voce|vc) )?por aqui\b|\b(?:gosto|prefiro) (?:mais )?(?:d[oe] |pelo |o |por )?(?:whats ?app|whats|zap)\b|\b(?:me perco|fico perdid[oa]|me sinto perdid[oa]) (?:um pouco )?n[oa]s? (?:comunidades?|grupos?|plataforma|app|aplicativo|area de membros)\b/;

/** Whether to wait for the seller ('ou fico a aguardar que vocês retornem?'): the seller calls. */
export const WAITS_FOR_US =
  /\b(?:fico (?:a )?(?:aguardar|aguardando|esperando|esperar)|aguardo|espero) (?:que )?(?:voces|vcs|voce|vc) (?:me )?(?:retorn|respond|cham)[a-z]*|\bvou ficar (?:a )?(?:aguardar|aguardando|esperando)\b(?! (?:o|a|os|as|meu|minha)\b)(?![^?]*\?)/;

/** Asked for a CPF they do not have ('moro no Japão… pede o número do meu CPF, eu não tenho'). */
export const NO_CPF =
  /\b(?:pede|pedem|pedindo|exige|precisa d)[a-z]* (?:o )?(?:numero d[oe] )?(?:meu )?cpf\b[^?]*\bnao tenho\b|\b(?:nao tenho|sem) (?:o )?(?:numero d[oe] )?(?:meu )?cpf\b/;

/** Whether something went wrong ('Deu errado alguma coisa ⁉️'): looked into. */
export const WENT_WRONG =
  /\b(?:deu|aconteceu) (?:algum )?(?:errado|erro|problema)|(?:deu|teve|aconteceu) (?:algum|algo) (?:erro|problema|errado)|(?:deu|aconteceu) algo errado\b/;

/** Whether the bonus holds for a way to pay ('Pelo fato de ser parcelado os bônus são iguais???'). */
export const BONUS_SAME =
  /\bbonus\b[^?]{0,30}\b(?:iguais|igual|os mesmos|o mesmo|continua|continuam|vale|valem)\b|\b(?:parcelad\p{L}*|a vista|no pix|no cartao)\b[^?]{0,40}\bbonus\b/u;

/** Lost in what they were told ('Muito confuso!', 'não entendi nada'): explained again. */
export const CONFUSED =
  /^\W*(?:(?:muito|mt|mto|ta|esta|tudo|ficou|fiquei|to|estou|isso|que) )*(?:confus[oa]|perdid[oa])(?: (?:pra|para) mim)?\W*$|^\W*(?:qual|que|quais)\W?(?:informac\p{L}*|dados?|link|documentos?)[\s?!.]*$|\bnao (?:entendi|estou entendendo|to entendendo) (?:mais )?nada\b|\bnao entendi (?:a|sua|essa|tua) (?:ultima )?mensagem\b|\b(?:estou|to|fiquei|ando) confus[oa] (?:quanto|qto|com|sobre) (?:ao|o|a) (?:acesso|pagamento|link|plataforma)\b/u;

/** Whether a boleto was issued to them ('checar se já há um boleto em meu nome'): looked up. */
export const BOLETO_ISSUED =
  /\b(?:ha|tem|existe|foi gerado|foi emitido|saiu) (?:algum |um )?boleto (?:em|no|pro|para o) (?:meu|seu) nome\b|\bboleto (?:gerado|emitido) (?:em|no) (?:meu|seu) nome\b/;

/** Others paying less, a grievance ('o aluno atual pagar menos que o veterano!'): heard, looked into. */
export const OTHERS_PAY_LESS =
  /\bsai mais caro (?:que|do que) (?:\d+ ?x|quem)(?![^?]*\?)|^(?!.*\b(?:pix|cartao|boleto|a vista|parcel))(?=.*\b(?:pag(?:ar|a|am|ou|aram|ando)|paguem) (?:(?:bem |muito )?menos (?:que|do que)|(?:r\$ ?)?\d+ (?:reais )?a mais (?:que|do que|de quem))\b)/;

/** They will try something themselves, and say what if it fails ('vou tentar… se eu não conseguir…', L30). */
export const WILL_TRY =
  /\bvou tentar\b(?:[^?]|(?<=\b(?:ne|ta|sabe))\?){0,160}\bse (?:eu )?nao conseguir\b|\bse (?:eu )?nao conseguir\b[^?]{0,80}\bvou tentar\b/;

/** Doubts to ask, none asked yet ('Estou com algumas dúvidas sobre a live do 11/11'). */
export const DOUBTS_AHEAD =
  /^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:eu )?(?:estou|to|fiquei|tenho)(?: com)? (?:algumas|umas|uma|varias|muitas|duas|tres) (?:duvidas?|perguntas?)\b(?![^?]*\b(?:ninguem|nao) (?:me )?respond)[^?]*$|^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:so |tenho |tenho so |e )?(?:mais )?(?:uma|outra) (?:duvida|pergunta)(?: rapida| rapidinha)?[.!…\s]*$/;

/** What the seller sent was the wrong link ('O link que te é só do áudio da aula não é do ebook'). */
export const WRONG_LINK_SENT =
  /\bnao veio o link d[oa] [a-z]+|\b(?:o )?link (?:que|q) (?:voce |vc |voces |vcs )?(?:te |me )?(?:mandou|mandaram|enviou|enviaram|passou|passaram|e|veio)\b[^?]{0,40}\b(?:nao e|e so|e do|e da|errado|outro)\b/;

/** The bank's own hours told ('Pagamentos até as 13:30h entram no mesmo dia'): noted. */
export const PAYMENT_CLEARS =
  /\bpagamentos? (?:feitos? )?(?:ate|antes d?as?) (?:as )?\d{1,2}\b[^?]{0,60}\b(?:entra|entram|cai|caem|compensa|compensam)\b/;

/** A price someone told them ('Me informaram com o desconto fica 2.497'): confirmed, not argued. */
export const PRICE_TOLD =
  /^(?:e )?(?:esse|este) (?:e|seria) o (?:valor|preco) (?:para|pra|de|do|da)\b|\bvi (?:na|no) (?:live|video|aula)\b[^?]{0,60}\b(?:desconto|valor|preco|\d)|\b(?:me )?(?:informaram|disseram|falaram|passaram|informou|disse|falou|passou)\b[^?]{0,40}\b(?:desconto|fica|sai|valor|preco)\b[^?]{0,30}\d|\b(?:liberad[oa]|falad[oa]|anunciad[oa]|ofertad[oa]|oferecid[oa]) (?:em |por )?(?:\d{1,2} ?(?:x|vezes)|r\$ ?\d)[^?]{0,20}\b(?:na|da|no|do) (?:live|video|aula|grupo|lancamento)\b/;

/** Paying already, in parts ('Entrei na turma por boleto parcelado. Ainda estou pagando'). */
export const STILL_PAYING = /\bainda (?:estou|to) pagando\b(?![^?]{0,200}\?)/;

/** Sorry for asking so much ('Perdão por tantas perguntas'): asking is welcome. */
export const SORRY_ASKING =
  /\b(?:perdao|desculp[a-z]*|foi mal) (?:por|pelas|pelo) (?:tantas|muitas|tanta|toda essa|essas) (?:perguntas|duvidas|mensagens|questoes)\b/;

/** Whether the price still holds later ('Amanhã cedo eu ainda consigo… pelo mesmo valor…?'). */
export const SAME_PRICE_LATER =
  /\b(?:consigo|da pra|da para|posso|vale)\b[^?]{0,60}\b(?:pelo mesmo (?:valor|preco)|nesse (?:valor|preco)|com esse (?:valor|desconto|preco)|nas mesmas condicoes)\b/;

/** A charge asked about ('mês que vem não vem mais a cobrança dos $119'): looked into. */
export const CHARGE_ASKED = /\b(?:a|essa|esta|da|na|uma|ter|tenha) cobranca\b|\brubricas?\b/;

/** Whether they may send a voice note ('Posso gravar áudio?'). */
export const AUDIO_ASKED =
  /\b(?:posso|pode|da pra|da para) (?:te |lhe )?(?:gravar|mandar|manda|enviar|envia|deixar) (?:um )?audio\b/;

/** Their audio not taken ('Ia não recebe áudio'): typed instead, by a person. */
export const AUDIO_REFUSED =
  /\b(?:ia|robo|voce|voces|aqui|ai|whats\p{L}*)\b[^.?!]{0,15}\bnao (?:recebe|aceita|escuta|ouve)\b[^.?!]{0,10}\baudios?\b/u;

/** Whether it is worth it ('Vale a pena?'). */
export const WORTH_ASKED = /^(?:\W*(?:e|mas) )?(?:sera que )?(?:vale|compensa) (?:a ?)?pena\b/;

/** A price they see as wrong ('Esse preço 4.788 tá errado'): looked into, not said again. */
export const PRICE_WRONG =
  /\b(?:(?:preco|valor)\b(?:[^.?!]|\.(?=\d)){0,20}\b(?:ta|esta|veio|saiu) errad[oa]|(?:preco|valor) errad[oa]|cobr(?:aram|ou|ando) (?:errado|a mais|duas vezes))\b/;

/**
 * Praise of a visit or a purchase ('Atendimento do Batista foi ótimo… voltaremos', 'Garson Joel
 * está de parabéns', 'Super indico'): thanked, nothing sold; with a 'but' ('ambiente abafado'),
 * the complaint taken in as well.
 */
export const PRAISE =
  /\b(?:atendimento (?:excelente|otimo|perfeito|exemplar|maravilhoso|top|nota)|(?:excelente|otimo|perfeito|exemplar|maravilhoso) (?:atendimento|trabalho|prato|servico)|atencios[oa]s?|tanta confianca em (?:voce|vc|voces|vcs)|nao sei (?:mais )?ficar sem (?:as )?(?:suas )?orientacoes|de parabens|parabens|super indico|indico demais|(?<!\b(?:amig[oa]|me|medic[oa]|alguem) )recomendo|voltaremos|voltarei (?:mais|sempre|com certeza)|nota (?:10|dez|mil|maxima)|melhor (?:loja|lugar|restaurante|agropecuaria|servico|atendimento|padaria)|comida (?:excelente|maravilhosa|deliciosa|otima|muito boa)|experiencia (?:maravilhosa|excelente|otima)|(?:maravilhosa|excelente|otima) experiencia|(?:voces|vcs) (?:e|sao) (?:muito |super |bem )?pontua(?:l|is)|vcs sao (?:10|top|demais)|custo[- ]beneficio|so (?:tenho (?:a )?)?(?:elogi[a-z]*|a agradecer)|do mundo+|(?:comida|atendimento|ambiente|servico)(?: e (?:comida|atendimento|ambiente|servico))? (?:muito |mto )?(?:bons?|boa|otimos?|excelentes?|top)|nao tenho (?:o |do )?que reclamar|nada a reclamar)\b/;
/**
 * Praise of what they bought ('Ótimo produto', 'Adorei meu xiaomi', 'estou satisfeita'): thanked
 * only where nothing else is read, since 'Amei! Vou querer 2' is an order.
 */
export const PRODUCT_PRAISE =
  /\b(?:otimo produto|produto (?:e )?(?:muito )?(?:otimo|excelente|maravilhoso|perfeito|de (?:otima|excelente|boa) qualidade)|(?:aparelho|celular|equipamento|produto) (?:e )?(?:excelente|maravilhoso|otimo|perfeito|incrivel|sensacional)|adorei|amei|(?<!\bnao )(?:estou|to|fiquei) (?:muito |super |mega )?satisfeit[oa]|(?<!\bnao (?:estou |fiquei |to )?)satisfeit[oa] com (?:a |o )?(?:aquisicao|compra|produto|negocio|pedido)|(?:comprem|compre|pode comprar) sem medo|muito bom continua|top demais|show de bola|sou (?:um|uma) felizard[oa]|impecavel|recomendadissim[oa]|compraria (?:de )?novo|compraria novamente|comprarei novamente|vale o investimento|e tudo de bom|gostei demais|gostei (?:muito|bastante) do (?:aparelho|celular|produto)|(?:muito |super )?content[ea] com (?:a|o) (?:minha|meu) compra|(?:bem |muito |super )?rapida a entrega|(?:recebi\w*|chegou|entregou|entregue) antes do prazo|(?:muito )?bom produto|(?:relogio|produto|aparelho|celular|item|peca) (?:muito|super|bem) bonit[oa]|cheg(?:a|am|ou|aram) em perfeito estado|entrega (?:foi )?(?:bem |muito |super )?rapida|(?:bom|otimo) comprar com (?:voces|vcs))\b/;
/**
 * A criticism beside the praise ('mas', 'demorou'); not a 'but' that praises too ('muito caro,
 * mas não me arrependo', 'mas ele é incrível').
 */
export const PRAISE_BUT =
  /\b(?:mas|porem|so que|apesar)\b(?! (?:nada que|(?:ate (?:entao|agora) )?(?:eu )?nao (?:me arrependo|tenho arrependimento|tive arrependimento)|vale (?:a pena|cada)|valeu|compensa|(?:ele |ela )?(?:e|eh) (?:incrivel|otim|excelente|perfeit|maravilhos|muito bo)))|\b(?:so )?faltou\b|\b(?:abafad|quente|demor(?!\p{L}* (?:nem\b|(?:bastante |muito )?(?:pra|para) descarregar))|espera(?!d)|barulh|frio|nao recomendo)\p{L}*/u;

/** A worry said ('tem hora que acho que não vou conseguir', 'essa é minha preocupação'): heard. */
export const WORRY =
  /\b(?:acho que nao vou conseguir|tenho medo de nao conseguir|nao sei se (?:vou )?consig\p{L}*|(?:e|essa e|esta e|e essa) (?:a )?minha preocupacao|isso me preocupa|muito preconceito|ser considerad[oa] (?:charlat\p{L}*|curandeir\p{L}*|louc[oa]))\b/u;

/**
 * Their data given as the seller asked ('Ana Rosa…, cpf 128…, e-mail ana@…, Endereço: …'): an
 * e-mail address and another datum, nothing asked; noted, never read as the payment it mentions.
 */
export const DATA_GIVEN =
  /^(?!.*\?)(?=.*[\w.-]@[\w-]+\.[a-z])(?=.*\b(?:cpf|cep|endereco|telefone)\b)/;

/** An address given ('Rua Coronel …, 168, apto 103, … CEP: 51021-130'), nothing asked. */
export const ADDRESS_GIVEN =
  /^(?![^?]*\?)(?:[^?]*\b(?:rua|avenida|av|travessa|alameda|rodovia|estrada)\b [^?]{0,80}\b\d{1,5}\b|[^?]*\bcep:? ?\d{5}-?\d{3}\b)/;

/** An automatic away message ('Nosso escritório está fora do horário de expediente…'). */
export const AWAY_MESSAGE =
  /^(?![^?]*\?)(?!.*\b(?:ninguem|nao|so recebo)\b).*\b(?:(?:esta|estamos) fora do (?:horario de )?expediente|assim que possivel (?:retornaremos|responderemos))\b/;

/** What makes them unsure ('O que me deixa insegura é em relação ao email/conta'): asked about. */
export const UNSURE =
  /\b(?:me deixa|deixa|fico|estou|to|me sinto) (?:um pouco |meio |bem |muito )?(insegur[oa]|receos[oa]|desconfiad[oa])\b/;

/** In this order: the first kind that matches a message is what the customer is doing. */
const PATTERNS: ReadonlyArray<readonly [Intent, RegExp]> = [
  // A way to pay the writer does not know, chosen ('O método … é o "parcelamento Hotmart"'), is
  // looked into before any payment reading answers it with the product's own ways.
  ['other', WAY_CHOSEN],
  // 'isto é péssimo, tô fora!' (sample-perguntas L61): a buyer walking away, not an order gone
  // wrong ('Paguei e nunca recebi, tô fora!' is one), nor 'hoje estou fora' (away).
  [
    'declines',
    /^(?!.*\b(?:paguei|comprei|recebi|pedido|compra|entrega|chegou)\b).*\b(?:to|tou|eu to) fora(?= ?[.!]|$)/,
  ],
  ['return', EXCHANGE],
  ['return', REFUND],
  // 'Já passei todas as informações… desde ontem aguardando… por que perguntou de novo?': the
  // repeated question is what stings; it is owned before the wait is looked into.
  ['other', ASKED_AGAIN],
  ['other', LINK_MISSING],
  ['other', AWAY_MESSAGE],
  ['other', THEIRS_OFFERED],
  ['other', SORRY_ASKING],
  ['other', BONUS_SAME],
  ['other', CONFUSED],
  ['other', OTHERS_PAY_LESS],
  ['other', DOUBTS_AHEAD],
  ['other', WRONG_LINK_SENT],
  ['other', PAYMENT_CLEARS],
  ['other', PRICE_TOLD],
  ['other', STILL_PAYING],
  ['other', SAME_PRICE_LATER],
  ['other', CHARGE_ASKED],
  ['other', BOLETO_ISSUED],
  ['other', AUDIO_ASKED],
  ['other', WORTH_ASKED],
  ['other', WILL_TRY],
  ['other', PAY_SAFE],
  ['other', NO_CPF],
  ['complaint', COMPLAINT],
  ['paid', PAID],
  ['other', DATA_GIVEN],
  ['counter', COUNTER],
  [
    'ready',
    anyOf(
      // 'Se der agora, posso já ficar com o link para entrar amanhã'.
      '(?:posso |pode )?(?:ja )?ficar com o link(?! d[aoe]s? aula)(?![^?]*\\?)',
      // Not on a condition ('Tem ela com capacidade maior? caso tenha manda o link', TP39).
      // Nor 'Se tiver outras cores vc mim manda link' (GEL32).
      '(?<!\\b(?:caso|se) (?:tenha|tiver|houver|tem)\\b[^.?!]{0,30})(?:me )?(?:manda|mande|mandar|passa|passe|passar|envia|envie|enviar|pode mandar|pode passar)(?: ai| logo)?(?: o| a| um| uma)? (?:seu |sua )?(?:pix|chave|link|dados|conta|boleto)',
      // 'quer colocar o link aqui?': the link asked for, in a question of the seller's will.
      '(?:quer|pode|podia|poderia|consegue) (?:me )?(?:colocar|por|deixar|mandar|enviar|passar) (?:o|a) (?:pix|chave|link|boleto)',
      // 'Ok. Aguardo o link.' waits for it: it is sent (m739).
      '(?:aguardo|aguardando|fico no aguardo d|esperando|fico (?:entao )?a aguardar) (?:o|a|do|da|seu|sua) (?:pix|chave|link|dados|boleto)',
      // 'Gostaria do link para adquirir mais de uma unidade' (m675) asks for it, to buy.
      '(?:gostaria|queria|quero|preciso|precisava) (?:d[oa]|de um|o|a|um) (?:pix|chave pix|link|boleto) (?:para|pra) (?:comprar|adquirir|pagar|fechar|fazer o pedido)',
      'quero sim',
      // 'Quando fizer o link poste aqui': the link, sent when it is made.
      'quando (?:fizer|tiver|gerar|criar) o link',
      // 'Sim, me envia por favor, para que eu consiga concluir a compra'.
      '(?:me )?(?:envia|envie|manda|mande)(?: (?:por favor|pf|pfv))?,? (?:pra|para) (?:que )?(?:eu )?(?:consiga |possa )?(?:concluir|fechar|finalizar|fazer) (?:a|o) (?:compra|pagamento|pedido)',
      // Not 'Quero colocar 2 na minha casa… Consigo controlar?' (FUM35): where it goes.
      `(?<=^)quero(?! (?:uma |um pouco de )?ajuda| (?:colocar|botar) (?:\\d+|uns|umas|dois|duas|tres) | comecar a| saber| ver| entender| aprender| parcelar| pensar| mais| conhecer| perguntar| tirar| informac| detalhe| (?:o |a |os |as )?(?:video|videos|manual|foto|fotos)\\b| (?:o |a |um |uma )?${ANOTHER_SIZE})`,
      // 'quero um tamanho menor, tem como?' asks for another size, not to buy (m736).
      // Not 'Quero o vídeo de como montar' (TP69): what shows it, not it.
      `(?:eu )?quero (?:o|a|os|as|um|uma|dois|duas|\\d+)(?! (?:ajuda|preco|valor|valores|orcamento|catalogo|informac|detalhe|desconto|video|videos|manual|foto|fotos|${ANOTHER_SIZE}|(?:marca|coisa) (?:boa|bom|melhor|de qualidade)))`,
      'vou (?:querer|levar(?! (?:um )?tempo)|fechar|comprar|fazer o pix)',
      'quero comprar$',
      // 'Estou querendo adquirir o curso completo'.
      '(?:estou|to) querendo (?:adquirir|comprar|garantir|fechar|fazer a inscricao)(?![^?]*\\?)(?![^.!?]*\\bmas\\b)',
      '(?:vou|irei|quero|vamos) (?:fazer|realizar|efetuar) (?:(?:o|a|um|uma|meu|minha) )?(?:pedido|compra)',
      '(?:vou|irei) fazer acompra',
      '(?:estou|to|tou) com vontade de comprar',
      // 'Fechado!', 'tá fechado, manda o pix'; not 'a aura fechada', 'a loja estava fechada' (L134).
      '(?:(?<=^)|(?<=[.!,;] )|(?<=\\b(?:ta|esta|entao|ok|ok,|beleza|beleza,|sim|sim,) ))fechad[oa](?= ?[.!,;]|$| (?:entao|ja|sim|manda|mande|pode|vou|quero|bora|combinado)\\b)',
      'fechamos',
      'bora fechar',
      '(?:pode|podem|podemos|poderia) (?:separar|reservar|agendar|marcar|fechar|fazer o pedido)',
      // 'vocês podem guardar as baguetinhas', not 'o pão pode guardar na geladeira?'.
      '(?:podem|poderia|poderiam) guardar (?:as|os|o|a|um|uma|dois|duas|\\d+) ',
      // 'estava querendo voltar a fazer o acompanhamento': a return, booked like a first visit.
      'voltar a fazer (?:o |a )?(?:acompanhamento|consulta|tratamento|aula|sessao)s?',
      // Not 'Não quero agendar agora', 'se vou encomendar', nor one asked along ('… de morango?').
      '(?<!\\bnao |\\bse )(?:quero|queria|gostaria de|vou) (?:marcar|agendar|reservar|encomendar)(?![^?]*\\?)',
      '(?:gostaria|queria) d[ao] (?:consulta|sessao|plano|pacote)',
      '(?:ja )?(?:paguei|fiz o pix|fiz o pagamento)',
      'comprovante',
      'onde (?:eu )?pago',
    ),
  ],
  // A payment promised ('vou pagar o boleto hoje'), once no link or key is asked for.
  ['paid', PROMISED],
  ['other', TALK_LATER],
  ['other', NEWS_PROMISED],
  // '…não posso entrar numa dívida… enquanto não resolver o problema do cartão' (L15): the
  // hardship is heard first (a broke objection), no other way to pay pressed on.
  ['expensive', HARDSHIP],
  ['other', PAY_REFUSED],
  ['other', PAYMENTS_MADE],
  ['other', PERSONAL],
  ['other', WAITING_THERE],
  ['other', LOST_IN_TALKS],
  ['other', UNDERSTAND_ASKED],
  ['other', CANCEL_BOLETO],
  ['other', STATUS_ASKED],
  ['other', OTHER_WAY],
  ['other', MISUNDERSTOOD],
  ['other', CONTACT_ASKED],
  ['other', DETERMINED],
  ['other', MONEY_SHORT],
  ['other', UNFAIR],
  ['other', REMEMBER_ME],
  ['other', REFERRAL],
  ['other', OWN_SEARCH],
  ['other', WAITS_FOR_US],
  ['other', WENT_WRONG],
  ['other', HERE_PREFERRED],
  ['other', WHO_ANSWERS],
  ['other', PRICE_WRONG],
  ['other', OWN_SENDING],
  ['other', WORRY],
  ['other', UNSURE],
  ['other', AUDIO_REFUSED],
  [
    'available',
    anyOf(
      '(?:ta|esta|tem|teria|ainda tem|tem ainda|ainda esta|ainda|e) di(?:s)?ponive(?:l|is)?',
      'disponive(?:l|is) (?:para|pra) (?:envio|entrega|pronta)',
      'ainda tem(?= ?\\?|$| (?:esse|essa|esses|essas|este|esta|d[oa]s?|o|a|os|as|disponi|no estoque|em estoque))',
      'tem ainda',
      // 'Vcs tem esse produto' (m896).
      'tem (?:esse|este|essa|esta)(?: mesmo| mesma)? (?:produto|item|modelo|kit)(?= ?\\?|$)',
      'tem (?:em )?estoque',
      // 'Tem o produto em estoque?', 'Produto ainda em estoque?' (sample-perguntas).
      'tem (?:o|a|esse|este|essa|esta) (?:produto|item|kit) (?:em )?estoque',
      '(?:ainda )?em estoque(?= ?\\?|$)',
      'ainda (?:esta|estao|ta|tao) (?:a venda|disponive\\p{L}*)',
      'ainda (?:vende|vendem|vendendo|possui|possuem|tem|temos)',
      'esgotad[oa]s?',
    ),
  ],
  [
    'declines',
    anyOf(
      // 'No momento não dá infelizmente', to 'Quer dar uma olhada agora?'.
      '^(?:no momento|agora|por enquanto|infelizmente),? nao (?:da|posso|consigo)(?! (?:pra|para) (?:entrar|acessar|abrir|pagar))',
      'nao quero(?= mais| nao| obrigad| agora|$|[,.!])',
      'nao (?:vou querer|tenho interesse|preciso mais|vou comprar|vou fechar)',
      'deixa (?:para la|quieto)',
      'sem interesse',
      'desisti',
      'vou passar(?= dessa| essa| desta| esta|$|[,.!])',
      'fica para (?:a )?proxima',
      // 'Acabei pedindo em outro lugar…', 'Vou deixar, muito obrigada', 'não consigo fazer esse mês'.
      'acabei (?:pedindo|comprando|fechando) (?:em|com|n[oa]) outr[oa]',
      '(?:ja )?(?:comprei|pedi) em outro lugar',
      'vou deixar ?,? (?:muito )?obrigad[oa]',
      'nao (?:consigo|vou conseguir|da) (?:fazer |pagar |marcar )?(?:esse|este) mes(?![^?]*(?:mes que vem|proximo|dia \\d|depois|\\?))',
    ),
  ],
  [
    'think',
    anyOf(
      // Not 'nem vou falar' (praise: nothing to say of how good it is, ML61).
      '(?<!\\b(?:nem|nao) )vou (?:pensar|repensar|ver|analisar|decidir|avaliar|conversar|falar)',
      '(?:deixa|deixe) eu (?:ver|pensar)',
      '(?:preciso|tenho que) (?:pensar|ver com|falar com|conversar com)',
      'pensar melhor',
      // 'Mas vou me organizar e volto a ver isso'.
      'vou me organizar',
      'volto a (?:ver|falar|te chamar)',
      'te (?:aviso|falo|respondo|retorno|chamo)',
      'depois (?:eu )?(?:te )?(?:falo|vejo|respondo|retorno|chamo)',
      'marido|esposa|mulher|namorad[oa]|noiv[oa]|socio|socia',
    ),
  ],
  [
    'expensive',
    anyOf(
      // Not 'se quiser e pagar mais caro, tem como vir com dois?' (paying more, offered, ITF20);
      // still 'não vou pagar mais caro'.
      '(?<!\\bse (?:quiser|precisar)(?: e)? pagar (?:um pouco |bem )?mais |\\b(?:posso|aceito|topo) pagar (?:um pouco |bem )?mais )caro',
      '(?:ta|esta|achei|muito|meio|bem|um pouco|que|ficou|mais) cara',
      'salgad[oa]',
      // Not 'se … dê um valor alto, consigo parcelar?' (a large order asked about).
      '(?<!\\b(?:de|der|da|dar|fica|ficar) um )(?:preco|valor) (?:alto|puxado|pesado)',
      // Not 'Essa cor é puxado para cinza?' (ADS35): a shade.
      'puxad[oa](?! (?:para|pra|pro) (?!mim\\b|nos\\b|gente\\b|a gente\\b)\\p{L})',
      'fora do (?:meu )?orcamento',
      '(?:nao tenho|to sem|estou sem|sem) (?:dinheiro|grana)',
      'nao tenho condic\\p{L}* (?:de|para|pra) pagar',
      // '…ainda está descontando um empréstimo… minha situação está bem difícil'.
      'minha situacao (?:financeira )?(?:esta|ta|anda) (?:bem |muito |meio |um pouco )?(?:dificil|complicada|apertada)',
      '(?:nao tenho|to sem|estou sem) o valor (?:total|todo|inteiro)(?![^?]*(?:\\?|\\b(?:posso|da pra|entrada|parcel)))',
      // 'Infelizmente não tenho ng q me empreste' (the card to pay with).
      'nao tenho (?:ninguem|ng|quem) (?:que|pra|para) me emprest\\p{L}*',
      'desconto',
      // 'Pode melhorar o valor para renovar?'
      'melhora(?:r)? o (?:valor|preco)',
      // 'pagar à vista pois sai mais barato' tells why they pay so; it asks no discount.
      '(?<!\\b(?:sai|sair|sairia|fica|ficar|ficaria)(?: um pouco| bem| muito)? )mais barat[oa]',
      'faz (?:por )?menos',
      'faz um precinho',
      'melhor preco',
      // 'pleitear um preço um pouquinho melhor' (L9), 'faz um preço melhor pra 3?'.
      BETTER_PRICE,
      'abaixa',
      'negocia',
      'apertad[oa]',
      'cabe no (?:meu )?bolso',
      // 'só tenho 500', 'só tenho isso'; not 'Eu só tenho celular' (what they use).
      'so tenho(?! (?:a )?(?:elogi|agradec)| (?:o |um )?(?:celular|computador|notebook|tablet|whats\\p{L}*|e-?mail))',
      // '12× 99,50 não dá pra mim'.
      '(?:\\d+[.,]\\d{2}|\\d+ ?x|x ?\\d|r\\$|valor|preco|parcela)[^.?!]{0,20}\\bnao (?:da|cabe) (?:pra|para) mim',
      '(?:preco|valor)(?: \\p{L}+){0,2} (?:ridiculo|absurdo|abusivo)',
      'um roubo',
    ),
  ],
  [
    'payment',
    anyOf(
      'pix',
      'cartao',
      'credito',
      'debito',
      'parcel\\p{L}*',
      'dividir',
      'divide',
      'sem juros',
      '\\d+ vezes',
      'em quantas vezes',
      'boleto',
      'a vista',
      'avista',
      'formas? de pagamento',
      'como (?:eu )?pago',
      'como (?:faco|faz) (?:para|o) pag\\p{L}*',
      'pagamento',
    ),
  ],
  // 'ok, pode mandar', 'Manda pra eu analisar': the information offered, sent (luvia L1, L9).
  ['price', SEND_IT],
  [
    'delivery',
    anyOf(
      'entreg\\p{L}*',
      'da tempo',
      'hoje ainda da',
      '(?:ainda )?da (?:para )?(?:hoje|amanha)',
      'frete',
      'envi(?:a|am|o|ando|ado|ada)',
      'despach\\p{L}*',
      '(?:quando|pode|ja) (?:posta|postam|postar|postou)',
      'post(?:ado|ada|agem)',
      // 'faz o rastreio da pessoa' of a camera follows someone, no parcel (CAM27).
      'rastrei\\p{L}*(?! (?:d[ao]s?|de) (?:pessoas?|movimentos?))',
      'rastream\\p{L}*(?! (?:d[ao]s?|de) (?:pessoas?|movimentos?))',
      'ratreio',
      'ratriamento',
      'manda(?:r|m)? (?:para|pra)(?! (?:mim|eu|voce|vc))',
      // 'o restante para chegar em 250mg' reaches a number, not a home (m626).
      '(?:chega|chegar|chegaria)(?! (?:em|a|ao|aos) \\d)',
      'quanto tempo demora',
      'demora (?:para|pra) (?:chegar|entregar|vir)',
      'correios?',
      'sedex',
      'motoboy',
      'retir(?:ar|ada|o|a|e)',
      'buscar',
      'prazo(?! de validade)',
      'cep',
      // 'um endereço de assistência técnica' is not theirs (m631).
      // Not 'Vocês tem o endereço?' (whether the seller has theirs) nor one of a workshop (m631).
      '(?<!\\b(?:voces|vcs|voce|vc) (?:tem|teria|tem o|tem meu|tem o meu) )(?<!\\b(?:tem|teria) o )endereco(?! d[ae] (?:assistencia|loja|fabrica|fabricante))',
      'atende(?:m)? (?:em|na|no|aqui)',
      'domicilio',
      'vem (?:aqui|ate|em casa)',
    ),
  ],
  // Later on, weaker: 'metade semana que vem, no pix?' asks about paying.
  [
    'think',
    anyOf(
      '(?:mes|semana) que vem',
      // Not 'Amanhã estarei em casa' (when they can be reached).
      'amanha(?! (?:eu )?(?:estarei|vou estar|estou|fico) (?:em casa|livre|disponivel))',
      'mais para frente',
      'quando (?:eu )?receber',
      'ver se sobra',
    ),
  ],
  [
    'price',
    anyOf(
      // 'o número vai até quanto?' asks a range, not a price (m417).
      '(?<!\\b(?:vai|vao|chega|chegam) ate )quantos?(?! (?:eu )?(?:estou|to|fiquei|fico|sou) (?:feliz|grat[oa]|contente|agradecid[oa])| (?:eu )?(?:amo|adoro|agradeco)\\b| em quanto| tempo| dias| horas| aulas| vezes| modulos| meses| anos| semanas| gramas| cm| mm| metros| milesimos| (?:de )?peso| quilos| kg| decibe\\p{L}*| watts| wats| w\\b| mah\\b| kelvin| volts| litros| pecas| funcoes| comprimidos| capsulas| gotas| usos| lavagens| xicaras| pessoas| bocas| velocidades| rolos?\\b| (?:eu )?(?:preciso|vou precisar)\\b| (?:vidros|frascos|potes|caixas) (?:faz|fazem|pra|para|ate))',
      'precos?',
      // 'Quando se torna espiritual, não pode ter valor' asks no price.
      // 'os valores em Kelvin' asks a figure of the goods (LMP26).
      // 'no valor de R$ 492,43 está incluso o telefone?' asks what comes for it (ITF19).
      '(?<!\\bnao pode ter )valor(?:es)?(?! (?:em|de) (?:kelvin|watts?|volts?|lumens?)\\b)(?! (?:de )?(?:r\\$ ?)?[\\d.,]+ (?:ja )?(?:esta|estao|vem|vao) (?:inclus|incluid))',
      'custa',
      'custo',
      'sai por',
      'fica quanto',
      // 'Tenho interesse 5ml': a size wanted, its price.
      'tenho interesse(?: n[oa]s?| em)? \\d+ ?(?:ml|g|kg|unidades?)',
      'tabela',
      'orcamento',
    ),
  ],
  [
    'info',
    anyOf(
      'funciona',
      'mais (?:informac\\p{L}*|detalhes?|info)',
      // 'obrigado pela informação' thanks (m760).
      '(?<!pel[ao]s? )informac\\p{L}*',
      '(?<!pel[ao]s? )info',
      'detalhes?',
      'saber mais',
      'explica',
      'fotos?',
      'video',
      'tamanhos?',
      'cor(?:es)?',
      'medidas?',
      'material',
      'garantia',
      // 'Sim, sim... Sem dúvida.' is a yes.
      '(?<!\\bsem (?:nenhuma )?)duvidas?',
      'o que vem',
      'vem com',
      'tem como',
      'queria saber',
      'gostaria de saber',
      'aulas?',
      'modulos?',
      'certificado',
      'horarios?',
      'disponive(?:l|is)',
      'estoque',
      'ainda tem',
      'que horas',
      `quando${NOT_WHEN_ASKED}`,
      'quanto tempo',
      'dura',
      'interessad[oa]',
      'tenho interesse',
      'loja',
      'catalogo',
      'serv(?:e|ir)',
    ),
  ],
  [
    'likes',
    anyOf(
      '(?<!nao )gostei',
      'amei',
      'adorei',
      'lind[oa]s?',
      'nota (?:10|dez|mil)',
      'maravilhos[oa]s?',
      'perfeit[oa]',
      'top',
      'show',
      'que coisa boa',
    ),
  ],
];

const GREETING =
  /^(?:(?:oi+e?|ola+|opa+|e ai|eai|salve|hey|alo|bom dia+|boa tarde+|boa noite+|otim[oa] (?:dia|tarde|noite)|boa|tudo bem|tudo bom|tudo certo|tudo joia|beleza|blz|como vai|como (?:voce |vc )?(?:esta|estao)|(?:minha |meu )?(?:amig[oa]|querid[oa]|anjo)|moca|moco|vizinh[oa]|flor|linda|e voce|e com voce|com voce|srs|sras|senhores|senhoras|pessoal|gente|espero que (?:voce|vc|voces|vcs|a senhora|o senhor) (?:esteja|estejam|esta|estao) bem)\b[\s,.!?]*)+/;
const THANKS =
  /^(?:(?:(?:ok|okay|certo|ta bom|blz|beleza|combinado|mesmo assim|pode deixar)(?: entao)?[\s,.!]+)?(?:(?:eu )?(?:te |lhe |vos )?(?=agradec))?(?:(?:muit[oa]s?|mt|mto) )*(?:obrigad[oa]s?|obg|obgd[ao]?|brigad[oa]|grat[ao]|gratidao|valeu|vlw|agradec\p{L}*|fico (?:muito )?agradecid[oa]|sou (?:muito )?grat[ao] (?:por|pel[oa]s?)|(?:minha )?(?:eterna |enorme |imensa )?gratidao)(?: (?:pelo retorno|pela atencao|pela resposta|pela informacao|pelas informacoes|pela info|mesmo|demais|viu|tá|ta|de novo|novamente|de coracao))*\b[\s,.!?]*)+/u;

/** A blessing or a good day wished ('Amém', 'Deus abençoe', 'bom final de semana pra vcs'). */
export const WISH =
  /\b(?:amem|que assim (?:tambem )?seja(?: e (?:e|sera))?|(?:que |e |se )?deus (?:nos |te |lhe |vos )?abencoe(?: e (?:nos |te |lhe |vos )?(?:proteja|guarde|ilumine))?(?: sempre)?|deus (?:te |lhe )?pague|fica com deus|abencoad[oa] seja (?:esta|essa|a sua|sua) (?:noite|tarde|semana|manha)|(?:um )?(?:bom|otimo) (?:final de semana|fim de semana|domingo|feriado|descanso|trabalho)|(?:uma )?(?:boa|otima) semana|feliz (?:natal|ano novo|pascoa)|boas festas)\b(?: (?:(?:pra|para|a) (?:voces|voce|vcs|vc|todos|tu)|(?:em|na) sua vida)\b)?/g;

const DISCOUNT_ASKED = new RegExp(
  `\\b(?:desconto|faz por menos|abaixa|melhorar? o (?:valor|preco)|${BETTER_PRICE})\\b`,
);
/** A discount the seller gave somewhere ('no final da live vcs colocaram o link com desconto'). */
const SELLER_DISCOUNT =
  /\b(?:voces|vcs|voce|vc) (?:colocaram|colocou|deram|deu|falaram|falou|ofereceram|ofereceu|mandaram|mandou|passaram|passou)\b[^.?!]{0,40}\bdesconto\b|\bdesconto (?:da|na|do|no) (?:live|video|aula|grupo|lancamento)\b|\b(?:na|da) live\b[^.?!]{0,40}\bdesconto\b/;
const BUYING_SEVERAL =
  /\b(?:comprando|comprar|compro|levando|levar|levo|pegando|pegar) (?:\d+|dois|duas|tres|quatro|cinco)\b/;

const PRAISE_OF_US =
  /\b(?:voces|vcs|voce|vc|a equipe|o atendimento)\b,?(?: \p{L}+){0,2} (?:sao|e|eh|foram|foi)\b/u;

/** A hello with no more in it: glad to be heard ('Bomdia Sueli!!! Kibom falar com alguém'), to the team ('Bom dia equipe Comu RT'). */
const HELLO_ONLY = [
  // 'Sueli, bom dia!': the seller's name, then the hello.
  /^(?!(?:obrigad|brigad|valeu|grat|agradec|ok|sim|nao|beleza|certo))[a-z]+\W+(?:bom dia|boa tarde|boa noite|oi|ola)\W*$/,
  /^(?:(?:bomdia|boatarde|boanoite|bom dia|boa tarde|boa noite|oi|ola)[ !,.]+)?(?:[a-z]+[ !,.]+)?(?:que|ki|q) ?bom falar com (?:alguem|voce|vc)[ !.]*$/,
  /^(?:bom dia|boa tarde|boa noite|oi|ola)\W*(?:equipe|pessoal|time|suporte)\b[\p{L} ]{0,20}$/u,
];

/** 'Obrigada, tem no G': a question after the thanks, without its question mark. */
const ASKS_AFTER_THANKS =
  /^\W*(?:e )?(?:tem|teria|qual|quais|quanto|como|onde|quando|pode|posso|vc tem|voce tem|voces tem|vcs tem)\b/;

/** What one message is doing; null when it says nothing the writer can answer. */
export function intentOfMessage(text: string): Intent | null {
  const words = normalized(text);
  if (!words) return HAS_MEDIA.test(text) ? 'media' : null;
  // 'boa noite, quero comprar' is read as 'quero comprar'.
  const said = words.replace(GREETING, '') || words;
  const asking = words.replace(WHY_NOT_CLOSING, '').includes('?');
  // 'Obrigado, fiz compro demais 1 produto para testar, mas qualquer duvida tiro no chat…':
  // thanks after buying, a doubt only for later.
  if (
    /^(?:muito )?(?:obrigad[oa]|valeu|agradeco)\b/.test(said) &&
    !asking &&
    /\bqualquer duvida\b/.test(said)
  )
    return 'thanks';
  // 'O vosso apoio é muito importante🥰': their help praised, thanked back.
  if (
    !asking &&
    /^(?:o |a )?(?:vosso|vossa|seu|sua) (?:apoio|ajuda|atencao|carinho|atendimento|paciencia) (?:e|foi|tem sido) (?:muito |tao |super )?(?:importante|especial|fundamental|valios[oa])\W*$/.test(
      said,
    )
  )
    return 'thanks';
  // 'Vocês, são incríveis🥰': the people praised, thanked back.
  if (
    !asking &&
    /^(?:voces|vcs|voce|vc)\b,? (?:sao|e|foram|foi) (?:muito |tao |super )?(?:incriveis|incrivel|maravilhos[oa]s?|otim[oa]s?|demais|especiais?|anjos?|uns amores|um amor)\W*$/.test(
      said,
    )
  )
    return 'thanks';
  // 'Vou conversar sim. Não tenho como agradecer', '…sentiu a minha energia de gratidão':
  // thanks, whatever came before.
  if (
    !asking &&
    /\b(?:nao tenho (?:nem )?(?:como|palavras (?:para|pra)) (?:te |vos |lhe |lhes )?agradecer|serei (?:eternamente |imensamente |muito )?grat[ao]|gratidao (?:por|pelo|pela|a|ao)|(?:minha|de|muita) gratidao)\b/.test(
      said,
    )
  )
    return 'thanks';
  // 'Amanhã … teria algum?', '… pra mim e meu marido junto?': a question, not a pause.
  const found = PATTERNS.find(
    ([intent, re]) =>
      re.test(said) &&
      !(intent === 'think' && (asking || ORDER_CONTEXT.test(said)) && !THINKS.test(said)) &&
      // 'não sei se consigo pagar à vista, dá pra parcelar?' asks: the worry is no reading of it.
      !((re === WORRY || re === UNSURE) && asking) &&
      // 'Estou desempregada… Quero fazer o plano', 'aperto financeiro, consigo pagar em 2x?': a
      // hardship told along an order or a question is no broke objection; what they ask is read.
      !(re === HARDSHIP && (asking || HARDSHIP_BUT_ORDERS.test(said))) &&
      // 'uma pasta que peguei quando meu marido faleceu': a story of the spouse, no one to consult.
      !(intent === 'think' && SPOUSE_STORY.test(said) && !THINKS.test(said)) &&
      // 'vou tentar passar aí, se eu não conseguir vc entrega?' asks: no cheering on.
      !(re === WILL_TRY && QUESTION_MARK.test(said.replace(/\b(?:ne|ta|sabe)\?/g, ''))) &&
      // 'vi que o parcelamento em boleto está disponível. Como funciona?' knows it is.
      !(intent === 'available' && /\bvi que\b[^?.]{0,40}\bdisponive/.test(said)),
  )?.[0];
  // 'tem desconto na compra de 4?' asks for a condition: looked into, not argued with.
  // So does 'estou comprando 3 produto, não vou ter desconto' without its question mark (m606).
  // 'Eu só queria uma condição melhor, por favor' (L71), '…se teria uma condição melhor para
  // renovar' (CA570), 'gostaria de saber se é possível fazer uma condição melhor' (L103) ask
  // without their mark.
  const asks =
    asking ||
    BUYING_SEVERAL.test(said) ||
    /^(?:consegue|pode|da pra|tem como|faz)\b/.test(said) ||
    /\b(?:(?:queria|quero|gostaria de|preciso de)\b[^.?!]{0,50}|se (?:teria|tem|tinha|haveria) (?:uma |um )?)\b(?:condicao|preco|valor) (?:\p{L}+ )?melhor\b/u.test(
      said,
    );
  if (found === 'expensive' && ((asks && DISCOUNT_ASKED.test(said)) || SELLER_DISCOUNT.test(said)))
    return 'counter';
  // 'se eu tivesse comprado no cartão, meu acesso seria diferente?' (L20) chooses no way to pay.
  if (found === 'payment' && IF_I_HAD.test(said)) return 'info';
  // 'ficaria perfeita?' asks; it is no compliment.
  if (found === 'likes' && asking) return 'info';
  // 'Vocês realmente são maravilhosos🥰' praises the people, not the product: thanked back.
  if (found === 'likes' && PRAISE_OF_US.test(said)) return 'thanks';
  if (found) return found;
  // 'É isso que vou fazer, muito obrigada, pelo seu tempo disponibilizado': thanks for the time.
  if (
    !asking &&
    /\bobrigad[oa],? pel[oa] (?:seu |sua )?(?:tempo|atencao|paciencia|carinho)\b/.test(said)
  )
    return 'thanks';
  if (HELLO_ONLY.some((re) => re.test(words))) return 'greeting';
  // 'Deus te abençoe e muito obrigada por tudo!… Fica com Deus': thanks, among blessings.
  if (!asking && words.match(WISH) && /\b(?:obrigad[oa]s?|agradec\p{L}*|gratidao)\b/u.test(said))
    return 'thanks';
  // 'Blz', 'Beleza.' alone say ok, no hello (m845); 'beleza?' asks how they are.
  if (/^(?:blz|beleza)[\s.!]*$/.test(said)) return null;
  // A greeting or a thank-you only when nothing else is said ('bom dia, é natural?' asks); a
  // blessing or a good weekend wished is thanked back.
  const wished = words.replace(WISH, ' ').trim();
  // 'Que bom 🎉 muito obrigada': the gladness before the thanks is part of it.
  const opened = wished
    .replace(GREETING, '')
    .replace(/^(?:que bom|oba|que otimo|a+h+(?: entendi| ta| sim)?|entendi)\b\W+(?=\p{L})/u, '');
  const rest = opened
    .replace(THANKS, '')
    .replace(GREETING, '')
    .replace(/\b(?:e|tambem|ate (?:mais|logo|breve|amanha)|tchau)\b/g, '')
    .trim();
  if (!rest.replace(/[^\p{L}\d]+/gu, '')) {
    return THANKS.test(opened) || wished !== words ? 'thanks' : 'greeting';
  }
  // 'Obrigada Sueli pelo carinho e atenção vou tentar ver aqui agora': thanks, nothing asked.
  if (
    THANKS.test(said) &&
    !asking &&
    !ASKS_AFTER_THANKS.test(said.replace(THANKS, '')) &&
    !ORDER_ITEMS.test(said)
  )
    return 'thanks';
  // '…voltarei em breve se Deus quiser, muito obrigada!!': a goodbye that ends in thanks.
  if (
    /\b(?:(?:muito )?obrigad[oa]s?|agradeco(?: muito)?)(?: por tudo| de novo)?\W*$/.test(said) &&
    !asking &&
    // 'Preciso de Whey…, Glutamina… Obrigada' (m593) asks for something first; 'Chegaram só 9…,
    // obrigada' tells of a problem: only a goodbye, or a few words, is thanks.
    !/\b(?:preciso|quero|queria|gostaria|tem|teria|manda|mande|vou querer|pode|poderia)\b/.test(
      said,
    ) &&
    (/\b(?:voltarei|volto|ate (?:mais|logo|breve)|tchau|ta joia|beleza|combinado|entendi|ja peguei|mais uma vez)\b/.test(
      said,
    ) ||
      said.split(' ').length <= 6)
  )
    return 'thanks';
  // A town alone ('Montes claros mg') says where to deliver (m763).
  if (TOWN_ALONE.test(said) || FROM_TOWN.test(said)) return 'delivery';
  // 'Pulseira azul' alone names the colour they want: asked, as 'tem azul?' is (m873).
  if (said.split(' ').length <= 3 && colourAsked(said)) return 'info';
  // 'Unissex' alone asks who it is for (WCH37).
  if (/^(?:e |eh )?(?:unissex|masculin[oa]|feminin[oa])$/.test(said)) return 'info';
  // A thing named alone ('Proteção', ITF23) asks about it, as 'tem proteção?' would.
  // Not 'Verdade', 'Saudades', 'Atendimento' (a person asked for).
  if (
    /^(?!(?:verdade|saudades?|atendimento|atencao)$)\p{L}{3,}(?:cao|coes|dade|dades|agem|mento|mentos)$/u.test(
      said,
    )
  )
    return 'info';
  // 'Tem redonda' asks without its question mark (m755), and 'Vcs teriam o relé…' (SPG21), as
  // does what the goods do ('detecta gás que sai do aquecedor', 'Este detector ele invia
  // mensagens…', FUM9, FUM11).
  if (
    asking ||
    /^(?:(?:voce|voces|vc|vcs) )?(?:tem|teria|teriam|tens|vende|vendem) \p{L}/u.test(said) ||
    DOES_WITHOUT_MARK.test(said)
  ) {
    return 'info';
  }
  return null;
}

// Not 'Aguenta um pouco que já te pago', 'Ele toca muito alto, acordou todo mundo'.
const DOES_WITHOUT_MARK =
  /^(?:(?:esse|este|essa|esta) \p{L}+ )?(?:(?:ele|ela) )?(?:detecta|avisa|conecta)\b|^(?:esse|este|essa|esta) \p{L}+ (?:(?:ele|ela) )?(?:envia|invia|manda|aguenta|suporta|mostra|grava)\b/u;

/** Words of an order ('Este pedido é para levantar amanhã'): a day said is its date, no pause. */
const ORDER_CONTEXT =
  /\b(?:pedido|levantar|retirar|buscar|reservar|encomend\p{L}*|separar|consulta|horario|agenda)\b|\bas \d{1,2}\b|\d ?(?:h|hrs?|horas)\b/u;

/**
 * An order said as items ('Mais 4 croissant', 'Boa noite, side effect 5 ml', 'vou ficar com esses
 * 10ml', 'Obrigada. Fica 5ml do nishane pra mim', 'O meu vai ser APC de 35+5=40 ml').
 */
export const ORDER_ITEMS =
  /^(?:(?:boa noite|boa tarde|bom dia|oi|ola|obrigad[oa])\W{1,3})?(?:(?:e )?mais \d+|pode ser \d+|(?:vou ficar|fico) com (?:esses |essas |os |as )?\d+|(?:fica|separa|quero|vou querer) \d+ ?(?:ml|g|un\p{L}*)\b|\d+ ?ml\b|(?:o|a) (?:meu|minha) (?:vai ser|e|fica)\b[^?]{0,40}\b\d+ ?ml\b|(?:\p{L}+ ){1,3}\d+ ?ml\b|(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|dez|doze) (?!(?:duvida|pergunta|coisa|minuto|momento|dia|hora|semana|mes|meses|ano|aninho|vez|pouco|amig[oa]|colega|pessoa|cliente|vizinh[oa]|conhecid[oa]|parente|senhor[a]?|moca|moco|menin[oa])s?\b)\p{L}{3,}|(?!(?:meu |o |a )?(?:telefone|numero|cep|cpf|whats)\b)(?:\p{L}+ ){1,3}\d{1,3}$|(?:vou ficar|fico) com (?:a|o|os|as|esse|essa|esses|essas) (?:de \d|vermelh|pret|branc|azu|rosa|verde|amarel|dourad|pratead|marrom|bege|cinza|nude|lilas|roxo)|(?:gostaria de|quero|queria) fazer (?:um|uma) (?:pedido|encomenda) de \d)/u;

/** Thinking it over in so many words ('vou pensar', 'deixa eu ver'), even with a question. */
const THINKS =
  /\b(?:vou (?:pensar|repensar|ver|analisar|decidir|avaliar|conversar|falar|me organizar)|volto a (?:ver|falar)|(?:deixa|deixe) eu (?:ver|pensar)|pensar melhor|(?:preciso|tenho que) (?:pensar|ver com|falar com|conversar com)|te (?:respondo|aviso|falo|retorno)|(?:te )?dar a resposta)\b/;

/** A yes to what the seller just offered ('Te mando o Pix?' → 'pode ser'). */
const YES =
  /^(?:sim|pode ser|pode|claro|bora|ok|okay|beleza|fechou|isso|com certeza|manda|quero)\b/;
/** A yes taken back in the same words ('Ok, vi e achei legal, mas vou repensar', 'Isso é que é estranho e não é justo'). */
const YES_BUT =
  /\b(?:repens\p{L}*|vou pensar|pensar melhor|estranho|nao e justo|injusto)\b|^isso e que\b/u;
const OFFER =
  /\b(?:pix|link|separ\p{L}*|reserv\p{L}*|agend\p{L}*|fech\p{L}*|pagamento|pedido|mando|mandar)\b/u;

/** The seller offered help ('posso te ajudar?', 'quer que eu te ajude?'). */
const HELP_OFFER = /\b(?:posso|quer que eu) (?:te |lhe )?ajud\p{L}*/u;

/**
 * A message with words in it: the seller's sticker, photo or bare link is no turn of theirs, so it
 * neither ends the customer's turn nor stands for the seller's last question.
 */
export const spoken = (m: Said) =>
  m.author === 'customer' || /\p{L}{2,}/u.test(m.text.replace(/(?:https?:\/\/|www\.)\S*/g, ''));

/**
 * The seller's last words and the customer's since, read once for the three readings below: the
 * seller's message normalized ('' when none), the customer's turn (the last three messages at
 * most), and whether the customer had spoken before it (a talk under way, not a first message).
 */
export interface Exchange {
  seller: string;
  /** All the seller wrote since the customer's previous words ('Já te mando o link.' too). */
  sellerTurn: string;
  turn: Said[];
  ongoing: boolean;
}

export function exchangeOf(all: Said[]): Exchange {
  const messages = all.filter(spoken);
  const at = messages.findLastIndex((m) => m.author === 'seller');
  const before = messages.slice(0, Math.max(at, 0)).findLastIndex((m) => m.author === 'customer');
  return {
    seller: at < 0 ? '' : normalized(messages[at]!.text),
    sellerTurn: messages
      .slice(before + 1, at + 1)
      .map((m) => normalized(m.text))
      .join(' '),
    turn: messages.slice(at + 1).slice(-3),
    // More than a hello said before: 'Oi boa tarde' opens a talk, it does not carry one.
    ongoing: messages
      .slice(0, Math.max(at, 0))
      .some((m) => m.author === 'customer' && intentOfMessage(m.text) !== 'greeting'),
  };
}

/**
 * The customer's words answer the seller's own question ('Qual módulo está bloqueado?' →
 * 'Todos'): the seller's last message ends in a question that offers no help, and the turn asks
 * nothing back.
 */
export function answersSeller({ seller, turn }: Exchange): boolean {
  if (!seller || turn.length === 0 || turn.some((m) => QUESTION_MARK.test(m.text))) return false;
  const mark = seller.lastIndexOf('?');
  // '…pelo computador ou pelo celular? Assim consigo entender melhor…': the question is still last.
  const after = seller.slice(mark + 1);
  if (mark < 0 || (/[\p{L}\d]/u.test(after) && !WHY_ASKED.test(after))) return false;
  const question = lastQuestion(seller);
  // '…na hora do pagamento, tá?' asks for an ok, not a fact.
  return dataAsked(question) && !HELP_OFFER.test(question) && !TAG_QUESTION.test(question);
}

/** Why the seller asks, said after the question ('Assim consigo entender melhor…'). */
const WHY_ASKED = /^\W*(?:assim|pra eu|para eu|so pra|so para|com isso)\b[^?]*$/;

/** A statement closed by a tag asking only for an ok ('…, tá?', '…, certo?'). */
const TAG_QUESTION = /, (?:ta|ok|certo|beleza|combinado|ne|viu|pode ser)\W*$/;

/**
 * A question of the seller's that asks for a fact to work with, not for a feeling or a story: a
 * thing of the access or the payment named ('…é pelo computador ou pelo celular?', even after
 * 'Me conta'), or a which/when/where that is not about how they feel.
 */
const dataAsked = (question: string) =>
  (THING_ASKED.test(question) && !FEELING_ASKED.test(question)) ||
  (FACT_ASKED.test(question) && !STORY_ASKED.test(question));
const THING_ASKED =
  /\b(?:e-?mail|cpf|print|tela|erro|modulo|navegador|app|aplicativo|dados moveis|wi-?fi|chrome|celular|computador|aparelho|horario|link|boleto|pix|cartao|pagamento|turma|cadastro|data)\b/;
const FACT_ASKED =
  /\b(?:qual|quais|quando|onde|que dia|quanto|quantos|quantas|valor|produto|conseguiu|lembra|prefere|mensagem)\b/;
const FEELING_ASKED = /\b(?:sente|sentiu|sentindo)\b/;
const STORY_ASKED = /\b(?:me conta|sente|sentiu|sentindo|gostaria de encontrar)\b/;

/** The seller proposes to do something for them ('Quer que a gente abra um chamado…?'). */
const SELLER_PROPOSES =
  /\b(?:quer que (?:eu|a gente)|podemos (?:enviar|mandar|encaminhar)\b[^?]{0,40}\bpara (?:esse|este|o seu|seu) endereco|podemos (?:abrir|verificar|cancelar)|(?:voce )?prefere que (?:eu|a gente)|gostaria que (?:eu|a gente)|posso (?:abrir|verificar|confirmar|checar|escalar|encaminhar|resolver|cancelar|ajustar|processar|solicitar))\b/;
/** What a sale is made of: a yes to it is a purchase ('Quer que eu te mande o Pix?'). */
const SALE_WORDS =
  /\b(?:pix|pagamento|pagar|compra|checkout|pedido|separ\p{L}*|reserv\p{L}*|fech\p{L}*|vaga)\b/u;
/** A bare yes, a few words at most ('Por gentileza, quero sim', 'Pode ser o do celular'). */
const BARE_YES =
  /^(?:sim|quero sim|pode ser|pode sim|pode|podem|claro|por favor|por gentileza|isso|ok|com certeza)\b/;

/**
 * A yes to what the seller offered to do that is no sale ('Quer que a gente abra um chamado?' →
 * 'Por gentileza, quero sim'): agreed to and done, never taken for a purchase.
 */
export function yesToOffer({ seller, turn }: Exchange): boolean {
  if (!seller || turn.length !== 1) return false;
  const said = normalized(turn[0]!.text);
  return (
    BARE_YES.test(said) &&
    !WHO_ANSWERS.test(said) &&
    said.split(' ').length <= 6 &&
    !said.includes('?') &&
    seller.includes('?') &&
    SELLER_PROPOSES.test(seller) &&
    !SALE_WORDS.test(seller)
  );
}

/**
 * A yes to what the seller will send once it is ready ('…gostaria que enviasse por aqui mesmo
 * quando estiver pronto?' → 'Sim, por favor'): waited for, no link sent now.
 */
export function yesToLater({ seller, turn }: Exchange): boolean {
  const said = normalized(turn.at(-1)?.text ?? '');
  return (
    turn.length === 1 &&
    SELLER_READIES.test(lastQuestion(seller)) &&
    BARE_YES.test(said) &&
    !said.includes('?')
  );
}

/** The seller's last question, without its mark ('' when there is none). */
function lastQuestion(seller: string): string {
  const mark = seller.lastIndexOf('?');
  if (mark < 0) return '';
  return seller.slice(
    Math.max(seller.lastIndexOf('.', mark), seller.lastIndexOf('!', mark)) + 1,
    mark,
  );
}

/** 'Sim, por favor' to the seller's 'posso te ajudar?': nothing said yet of what with. */
export function yesToHelp({ seller, turn }: Exchange): boolean {
  const said = normalized(turn.at(-1)?.text ?? '');
  return (
    HELP_OFFER.test(seller) &&
    // 'Pode mandar!' to 'posso te ajudar?' asks for what there is to tell: it is sent.
    ((YES.test(said) && said.split(' ').length <= 4 && !SEND_IT.test(said)) ||
      // 'Eu gostaria sim, se puder fazer isso, eu gostaria sim.'
      (/^(?:eu )?(?:gostaria|queria|aceito) sim\b/.test(said) && !said.includes('?')))
  );
}

/** The seller offered to send or tell something ('Quer que eu te mande umas fotos?'). */
const SELLER_OFFERS =
  /\b(?:quer que eu|posso) (?:te |lhe )?(?:mand|envi|pass|mostr|cont|explic)\p{L}*/u;

/** What a customer says after a sale, the more specific first. */
const AFTER_SALE: readonly Intent[] = ['return', 'complaint'];

/** The customer's messages after the seller last wrote (the last three at most), oldest first. */
export function latestCustomerWords<T extends Said>(messages: T[]): T[] {
  const after = messages.findLastIndex((m) => m.author === 'seller');
  return messages.slice(after + 1).slice(-3);
}

/**
 * What the customer is doing: the latest message that says something decides ('oi' then
 * 'qto custa?' asks the price); greetings and media only when nothing else was said.
 */
export function customerIntent(messages: Said[]): Intent {
  if (messages.length === 0 || messages.at(-1)!.author === 'seller') return 'quiet';
  const exchange = exchangeOf(messages);
  if (yesToOffer(exchange) || yesToLater(exchange)) return 'other';
  const latest = latestCustomerWords(messages);
  const intents = latest.map((m) => intentOfMessage(m.text)).reverse();
  const offered = messages.findLast((m) => m.author === 'seller');
  const sendIt = SEND_IT.test(normalized(latest.at(-1)!.text));
  if (
    (!intents[0] || sendIt) &&
    offered &&
    /\?/.test(offered.text) &&
    OFFER.test(normalized(offered.text)) &&
    // 'Por favor envie sim' to '…na hora do pagamento, tá?'.
    ((YES.test(normalized(latest.at(-1)!.text)) &&
      !YES_BUT.test(normalized(latest.at(-1)!.text))) ||
      sendIt ||
      /^(?:por favor,? )?envi(?:a|e)(?: sim)?\W*$/.test(normalized(latest.at(-1)!.text)))
  ) {
    return 'ready';
  }
  // 'Pode mandar' to 'Quer que eu te mande umas fotos?': a yes to that, not the price asked.
  if (sendIt && offered && SELLER_OFFERS.test(normalized(offered.text))) return 'other';
  // After a sale, a complaint or a return decides the turn whatever else it says ('ainda não
  // recebi', then 'vc disse que entregava hoje'): it is never answered as a question.
  // '…não me atende....robô!', then 'Pode me enviar o link': the link asked last is sent.
  if (intents[0] === 'ready' && /\blink\b/.test(normalized(latest.at(-1)!.text))) return 'ready';
  const afterSale = AFTER_SALE.find((i) => intents.includes(i));
  if (afterSale) return afterSale;
  const fallbacks: Intent[] = ['thanks', 'greeting', 'media'];
  // '…te informo', then 'Muito obrigada. Que Deus abençoe vc': thanks last, after nothing asked
  // or to do, closes the turn.
  if (
    intents[0] === 'thanks' &&
    !latest.some((m) => m.text.includes('?')) &&
    intents
      .slice(1)
      .every((i) => !i || ['info', 'other', 'think', 'likes', ...fallbacks].includes(i))
  )
    return 'thanks';
  return (
    intents.find((i): i is Intent => !!i && !fallbacks.includes(i)) ??
    fallbacks.find((i) => intents.includes(i)) ??
    'other'
  );
}
