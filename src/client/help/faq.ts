import type { LucideIcon } from 'lucide-react';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import { campaignRules, guardrailLines } from '#shared/campaigns.ts';
import { aiMessages } from '#shared/messages.ts';
import { reactivationLabels, reactivationRules } from '#shared/reactivation.ts';
import {
  CreditCard,
  SquareKanban,
  MessageSquareText,
  Package,
  Rocket,
  ShieldCheck,
  UserCog,
} from 'lucide-react';

/** One question of the Help Center. `list` is shown as bullets after the answer, `tip` after it. */
export interface FaqItem {
  question: string;
  answer: string;
  list?: readonly string[];
  tip?: string;
}

export interface FaqCategory {
  /** Stable id, used for anchors and accordion values. */
  id: string;
  title: string;
  /** One line under the title of the card. */
  description: string;
  icon: LucideIcon;
  items: readonly FaqItem[];
}

/** The Help Center content, its seven categories in the order the page shows them. */
export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'como-usar',
    title: 'Como usar a plataforma',
    description: 'Os primeiros passos para vender mais pelo WhatsApp.',
    icon: Rocket,
    items: [
      {
        question: 'Por onde eu começo?',
        answer: 'Siga esta ordem e em poucos minutos você terá uma mensagem pronta para enviar:',
        list: [
          "Cadastre seu produto ou serviço em 'Meus Produtos/Serviços', respondendo ao diagnóstico.",
          "Abra o 'Gerador de Scripts', escolha o produto e toque em 'Gerar Script'.",
          'Copie a primeira mensagem e envie para o seu cliente no WhatsApp.',
          "Recebeu um 'tá caro' ou 'vou pensar'? Use o 'Quebrador de Objeções'.",
          "Registre seus clientes em 'Minhas Vendas' para acompanhar cada negociação.",
        ],
        tip: "O guia 'Como utilizar', no menu, mostra esse caminho passo a passo.",
      },
      {
        question: 'Funciona no celular?',
        answer:
          'Sim. Todas as telas funcionam no celular: toque no botão de menu, no topo da tela, para abrir as ferramentas. No celular, envie as mensagens pelo próprio aplicativo do WhatsApp (ou WhatsApp Business); no computador, use o WhatsApp Web.',
      },
      {
        question: 'O que aparece na tela Hoje?',
        answer:
          "Hoje é a sua lista do dia: os clientes com próximo contato para hoje ou atrasado, cada um com a mensagem de retorno pronta, o valor do negócio e a última anotação. Toque em 'Enviar no WhatsApp' e, quando voltar, diga se enviou: o FechaZap guarda a mensagem no histórico do cliente e marca o próximo contato. Em 'Sem próximo passo' ficam os clientes em aberto sem data de retorno; um toque começa o acompanhamento deles.",
      },
      {
        question: "O que é a lista 'Reativar' no Hoje?",
        answer: `São até ${reactivationRules.perDay} clientes por dia que valem uma nova tentativa, cada um com a última mensagem que ele mandou e um texto pronto que retoma a conversa. Só entra quem já escreveu para você:`,
        list: [
          `${reactivationLabels.noAnswer}: quem você marcou como Perdido (sem resposta) há mais de um mês.`,
          `${reactivationLabels.price}: quem desistiu pelo preço, quando uma data do comércio se aproxima, como o Dia das Mães ou o Natal.`,
          `${reactivationLabels.pastCycle}: quem comprou e já passou do tempo de comprar de novo (o 'Ciclo de recompra (dias)' do produto).`,
        ],
        tip: `Toque em 'Enviar no WhatsApp' ou em 'Pular': quem você pula sai da lista por ${reactivationRules.restDays} dias. Quem pediu para não receber mais mensagens nunca aparece.`,
      },
      {
        question: 'Como instalo o FechaZap no celular?',
        answer: 'Instalado, ele abre direto da tela inicial, sem a barra do navegador:',
        list: [
          "No Android, no Chrome: toque no menu (os três pontinhos) e em 'Instalar app' ou 'Adicionar à tela inicial'. Instalado, o FechaZap aparece no menu Compartilhar do WhatsApp.",
          "No iPhone, no Safari: toque em Compartilhar e em 'Adicionar à Tela de Início'. Para mandar conversas do WhatsApp para cá, use o atalho de Minha Conta > Enviar do iPhone.",
        ],
        tip: 'O app instalado usa a mesma conta e os mesmos dados do navegador. No Início, um quadro mostra o botão de instalar e, depois de instalado, como compartilhar cada coisa.',
      },
      {
        question: 'O cliente mandou um áudio. Como respondo?',
        answer:
          'Compartilhe o áudio do WhatsApp com o FechaZap (toque e segure o áudio > Compartilhar > FechaZap). Ele aparece como 🎤 0:32 com o que o cliente disse, escrito, e as respostas prontas logo abaixo. Confira o texto e corrija se precisar: as respostas respondem exatamente o que está escrito.',
        list: [
          'O FechaZap pergunta de quem é o áudio e já sugere o último cliente em que você mexeu.',
          "Se a transcrição não estiver ligada, escreva em 'O que o cliente disse?' e toque em Responder. O WhatsApp também transcreve: Configurações > Conversas > Transcrições de mensagens de voz.",
          "Numa conversa exportada com mídia, toque em 'Transcrever os áudios': os 10 mais recentes de cada vez.",
        ],
        tip: 'O áudio nunca fica guardado: só o texto. Cada áudio usa os minutos dele do limite diário de minutos de áudio (até 5 minutos por áudio).',
      },
      {
        question: 'Meus dados ficam salvos? Posso acessar de outro aparelho?',
        answer:
          'Sim. Seus produtos, scripts e clientes são salvos na nuvem, não no seu aparelho. Basta entrar com o mesmo email e senha no celular ou no computador para encontrar tudo do jeito que você deixou. Só você vê os seus dados.',
      },
      {
        question: 'Existe limite de uso por dia?',
        answer:
          'Sim: você pode gerar 3 scripts, fazer 5 quebras de objeção e transcrever 30 minutos de áudio de clientes por dia. Os contadores aparecem na tela de cada ferramenta e são renovados todos os dias à meia-noite, no seu horário. Cadastrar produtos e clientes não tem limite.',
      },
    ],
  },
  {
    id: 'produtos',
    title: 'Criação de Produtos/Serviços',
    description: 'O diagnóstico que deixa seus scripts com a sua cara.',
    icon: Package,
    items: [
      {
        question: 'Como cadastro um produto ou serviço?',
        answer:
          "Em 'Meus Produtos/Serviços', toque no botão de adicionar e responda ao diagnóstico. São 9 perguntas sobre o seu negócio:",
        list: [
          'Nicho: em que mercado você atua.',
          'Cliente ideal: quem mais compra de você.',
          'Ticket médio: quanto custa, em média, o que você vende.',
          'Canal de aquisição: de onde vêm seus clientes (Instagram, indicação, anúncios...).',
          'Dores do cliente: o problema que o seu produto resolve.',
          'Objeções de fechamento: o que os clientes dizem antes de desistir.',
          'Diferenciais exclusivos: por que comprar de você e não do concorrente.',
          'Processo de vendas atual: como você vende hoje, do primeiro contato ao pagamento.',
          'Objetivo principal: o que você quer alcançar com as vendas.',
        ],
        tip: 'Quanto melhores as respostas, melhores os scripts e as quebras de objeção.',
      },
      {
        question: 'Como responder bem ao diagnóstico?',
        answer:
          'Seja específico: escreva como se estivesse explicando para um vendedor novo da sua equipe. Respostas genéricas geram scripts genéricos. Veja exemplos:',
        list: [
          "Cliente ideal. Ruim: 'Mulheres'. Bom: 'Mães de 25 a 40 anos que trabalham fora e não têm tempo de cozinhar'.",
          "Dores do cliente. Ruim: 'Ajudo a emagrecer'. Bom: 'Perder até 5 kg em 30 dias sem academia e sem passar fome'.",
          "Diferenciais. Ruim: 'Qualidade'. Bom: 'Entrega no mesmo dia, 2 anos de garantia e atendimento pelo WhatsApp'.",
          "Objeções. Ruim: 'Preço'. Bom: 'Dizem que está caro e que vão pensar; comparam com a loja do shopping'.",
        ],
        tip: 'Use as palavras que os seus clientes usam: números, prazos e exemplos reais fazem diferença.',
      },
      {
        question: 'Quantos produtos posso cadastrar?',
        answer:
          'Quantos quiser: o número de produtos e serviços é ilimitado. Cadastre cada oferta separadamente (por exemplo, o plano mensal e o anual) para gerar scripts específicos para cada uma.',
      },
      {
        question: 'Como edito ou excluo um produto?',
        answer:
          "Cada produto em 'Meus Produtos/Serviços' tem os botões de editar e de excluir. Ao editar, altere o que quiser e salve. Ao excluir, o sistema pede uma confirmação ('Tem certeza que deseja excluir este produto/serviço?') antes de apagar, para evitar exclusões por engano.",
      },
    ],
  },
  {
    id: 'scripts',
    title: 'Gerador de Scripts',
    description: 'Roteiros de venda completos, mensagem por mensagem.',
    icon: MessageSquareText,
    items: [
      {
        question: 'Como gero um script de vendas?',
        answer:
          "No 'Gerador de Scripts', escolha o produto e toque em 'Gerar Script'. A IA escreve um roteiro completo em 8 etapas: pré-apresentação, abertura, diagnóstico, apresentação do pitch, ancoragem de valor, fechamento, quebra de objeções e follow-up. A geração pode levar até 5 minutos.",
      },
      {
        question: 'Como envio as mensagens do script?',
        answer:
          "O script separa as mensagens com colchetes duplos [[ ]]; na tela, cada uma aparece num balão, com os botões 'Copiar' e 'Enviar no WhatsApp', e os colchetes nunca vão para o cliente. Envie uma de cada vez e espere a resposta do cliente antes de mandar a próxima, como numa conversa de verdade.",
        tip: "Onde aparecer {nome}, o 'Enviar no WhatsApp' põe o primeiro nome do cliente que você escolher; o 'Copiar' tira o {nome} da frase.",
      },
      {
        question: 'Quantos scripts posso gerar por dia?',
        answer: `Até ${DAILY_LIMITS.scripts} scripts por dia. O contador '${aiMessages.scriptsRemaining('{n}')}' mostra quantos ainda restam. O limite é renovado todos os dias à meia-noite, no seu horário; ao chegar a zero, o botão mostra 'Limite Diário Atingido' até a renovação.`,
      },
      {
        question: 'Onde encontro os scripts que já gerei?',
        answer:
          "Na aba 'Meus Scripts' do Gerador. Lá ficam todos os scripts salvos, com o nome do produto e a data em que foram gerados. Você pode copiar ou excluir cada um e tocar em 'Atualizar Lista' para ver os mais recentes.",
      },
    ],
  },
  {
    id: 'objecoes',
    title: 'Quebrador de Objeções',
    description: 'Respostas prontas para o “tá caro” e o “vou pensar”.',
    icon: ShieldCheck,
    items: [
      {
        question: 'Como funciona o Quebrador de Objeções?',
        answer:
          "Escolha o produto, responda 'Qual a necessidade do cliente?' e 'Qual objeção foi recebida?' e toque em 'Quebrar Esta Objeção'. Você recebe 5 respostas diferentes, cada uma com uma técnica, e pode copiar a que combinar mais com a conversa em 'Copiar Resposta'.",
      },
      {
        question: 'Como consigo respostas melhores?',
        answer:
          "Escreva a objeção do jeito que o cliente falou, por exemplo: 'Achei caro, vou ver com meu marido'. Na necessidade, conte o que ele quer resolver: 'Quer emagrecer para o casamento em 2 meses'. Quanto mais contexto, mais certeira a resposta.",
      },
      {
        question: 'Quantas objeções posso quebrar por dia?',
        answer: `Até ${DAILY_LIMITS.objections} quebras por dia, indicadas no contador '${aiMessages.objectionsRemaining('{n}')}'. O limite é renovado todos os dias à meia-noite, no seu horário.`,
      },
      {
        question: "O que significa 'Respostas geradas (modo offline)'?",
        answer:
          'Se a IA não responder a tempo, o sistema monta respostas básicas a partir do seu produto e da objeção, para você não ficar sem resposta na conversa. Essas respostas também contam no limite diário.',
      },
    ],
  },
  {
    id: 'vendas',
    title: 'Minhas Vendas',
    description: 'Acompanhe cada cliente até o fechamento.',
    icon: SquareKanban,
    items: [
      {
        question: 'Como funciona o quadro de vendas?',
        answer:
          "O 'Pipeline de Vendas' é um quadro com seis fases, uma por coluna: Prospecção, Contatado, Interessado, Proposta, Fechado e Perdido. Cada coluna mostra quantos clientes estão nela. Para mudar um cliente de fase, arraste o cartão para outra coluna ou escolha a fase ao editar o cliente.",
      },
      {
        question: 'Quais status devo usar para meus clientes?',
        answer:
          'Pense em cada cliente com um status simples e coloque-o na fase correspondente do quadro:',
        list: [
          'Lead Frio: ainda não conversou com você → Prospecção ou Contatado.',
          'Interessado: pediu informações ou o preço → Interessado.',
          'Negociando: recebeu a oferta e está decidindo → Proposta.',
          'Fechado: comprou → Fechado.',
          'Perdido: desistiu ou parou de responder → Perdido.',
        ],
      },
      {
        question: 'Como adiciono um cliente?',
        answer:
          "Toque em 'Novo Cliente' e preencha o nome (o único campo obrigatório). Telefone com DDD, email, produto de interesse, data de contato e observações ajudam no acompanhamento. Todo cliente novo começa na fase Prospecção.",
      },
      {
        question: 'Como funcionam os retornos (follow-up)?',
        answer:
          'Cada fase em aberto tem uma sequência de retornos: depois de cada mensagem sem resposta, o próximo contato é marcado sozinho (por padrão, 1, 3 e 7 dias depois) e o cliente aparece no Hoje no dia certo. Você muda as esperas de cada fase em Minha Conta. Se a última tentativa ficar sem resposta, o Hoje sugere marcar o cliente como Perdido (sem resposta).',
        tip: "Depois da venda também tem retorno: quando o cliente vai para Fechado, o Hoje mostra o agradecimento, o 'como está sendo?' e, com o 'Ciclo de recompra (dias)' do produto, o lembrete de oferecer de novo. Se o cliente pedir para não receber mais mensagens, o FechaZap para de sugerir e o card mostra 'Não enviar campanhas'.",
      },
      {
        question: 'Como cobro com Pix?',
        answer:
          "Cadastre sua chave Pix em Minha Conta. No cliente com valor, toque em 'Cobrar com Pix': o FechaZap prepara duas mensagens, a de fechamento e o código Pix copia e cola sozinho, para o cliente copiar com um toque longo. Envie as duas pelo WhatsApp ou mostre o QR Code. O cliente fica 'Aguardando pagamento'; quando o dinheiro cair, toque em 'Pagamento recebido' e ele vai para Fechado com o valor.",
      },
      {
        question: 'O que mostra a tela Resultados?',
        answer:
          "Quanto você fechou no período e a comparação com o anterior, a 'Taxa de fechamento' (dos negócios decididos, quantos você ganhou), o tempo até fechar, o seu funil por fase, os motivos de perda, quanto foi cobrado e recebido com Pix e quantos clientes em aberto têm um próximo passo marcado.",
      },
      {
        question: 'Como abro a conversa com o cliente no WhatsApp?',
        answer:
          'No cartão do cliente, toque no botão do WhatsApp: a conversa abre direto com o número dele. O botão só aparece quando o cliente tem telefone cadastrado; para incluir o telefone, use o botão de editar do cartão.',
      },
      {
        question: 'Como trago a conversa do WhatsApp para cá?',
        answer:
          'O FechaZap guarda o que o cliente escreveu no histórico dele e já sugere três respostas para enviar. Escolha o jeito que for mais fácil:',
        list: [
          'No Android, com o FechaZap instalado: selecione as mensagens (ou, no menu da conversa, Mais > Exportar conversa, sem mídia), toque em Compartilhar e escolha FechaZap.',
          'No iPhone: monte uma vez o atalho de Minha Conta > Enviar do iPhone; depois, no WhatsApp, compartilhe a mensagem, a conversa exportada ou o contato e escolha FechaZap. A notificação diz em qual cliente ficou.',
          "No computador (ou no iPhone sem o atalho): copie as mensagens e use 'Colar conversa', no Início ou em Minhas Vendas. Um arquivo exportado (.txt ou .zip) também pode ser escolhido ou arrastado; no iPhone, Escolher arquivo abre o app Arquivos.",
          'Para cadastrar contatos: compartilhe o contato do WhatsApp com o FechaZap (ou escolha o arquivo .vcf) e toque em Adicionar ao quadro.',
          "Confira o cliente (toque em 'Trocar' se não for ele) e toque em 'Enviar no WhatsApp' na resposta que preferir.",
          "Se a pergunta é algo que o cadastro do produto não diz (se pode congelar, se vem com caixa), a resposta pronta só diz que você vai confirmar: toque em 'Editar' ou 'Escrever minha resposta' e envie do seu jeito. Quando outro cliente perguntar o mesmo, o FechaZap responde com as suas palavras.",
        ],
        tip: 'Só o texto fica salvo: fotos, áudios e arquivos da conversa nunca são guardados. Compartilhar a mesma conversa de novo não duplica as mensagens.',
      },
      {
        question: 'Como funcionam as Campanhas?',
        answer:
          "Em 'Campanhas', escolha a data (Natal, Dia das Mães, Black Friday...) ou uma oferta, o que oferecer e para quem. O FechaZap escreve uma mensagem para cada cliente, com o nome dele, e monta a fila. Nada sai sozinho: cada mensagem é enviada pelo seu toque, no seu WhatsApp. Para proteger o seu número:",
        list: guardrailLines(),
        tip: `Em Resultados, cada campanha mostra as respostas e as vendas dos ${campaignRules.creditDays} dias depois da mensagem.`,
      },
    ],
  },
  {
    id: 'conta',
    title: 'Conta e Configurações',
    description: 'Email, senha, nome e saída da conta.',
    icon: UserCog,
    items: [
      {
        question: 'Posso trocar o email de login?',
        answer:
          'Não. O email de login é o mesmo usado na compra e é ele que libera o seu acesso, por isso não pode ser alterado pela plataforma. Se precisar trocar, entre em contato com o suporte pelo WhatsApp.',
      },
      {
        question: 'Como altero minha senha?',
        answer:
          "Em 'Minha Conta' (botão no topo da tela), use o cartão de alteração de senha: informe a senha atual, a nova senha (mínimo de 6 caracteres) e a confirmação. Por segurança, os outros aparelhos conectados são desconectados.",
        tip: "Esqueceu a senha? Na tela de login, toque em 'Esqueceu sua senha?' para receber um link por email.",
      },
      {
        question: 'Como altero meu nome?',
        answer:
          "Em 'Minha Conta', toque no botão de editar ao lado do nome, digite o novo nome e toque em 'Salvar'. 'Cancelar' mantém o nome anterior.",
      },
      {
        question: 'Como saio da minha conta?',
        answer:
          "O botão de sair fica no final do menu. Você também pode sair em 'Minha Conta', no cartão 'Sair do Sistema', com o botão 'Sair da Conta'. O sistema pede uma confirmação antes de desconectar.",
      },
    ],
  },
  {
    id: 'assinatura',
    title: 'Assinatura e Acesso',
    description: 'Pagamento, suspensão e reativação do acesso.',
    icon: CreditCard,
    items: [
      {
        question: 'Como funciona o pagamento e a liberação do acesso?',
        answer:
          "O acesso é exclusivo para membros e é liberado pela plataforma de pagamento onde você comprou. Assim que o pagamento é confirmado, enviamos para o email da compra o link 'Criar minha senha': abra, escolha sua senha e pronto. Não chegou? Confira o spam ou, na tela de entrada, use 'Primeiro Acesso' com o mesmo email da compra para receber um novo link. Boletos podem levar até 3 dias úteis para serem confirmados.",
      },
      {
        question: "Por que apareceu 'Acesso Temporariamente Suspenso'?",
        answer:
          'O acesso é suspenso quando a plataforma de pagamento informa que a assinatura não está ativa: pagamento recusado ou atrasado, cancelamento ou reembolso. Fique tranquilo: seus produtos, scripts e clientes continuam salvos.',
      },
      {
        question: 'Como reativo meu acesso?',
        answer:
          'Verifique se a sua assinatura está ativa na plataforma onde você comprou e regularize o pagamento, se for o caso. A reativação é automática: assim que o pagamento é confirmado, o acesso volta sozinho, com todos os seus dados.',
      },
      {
        question: 'Como falo com o suporte?',
        answer:
          "Pelo WhatsApp: use o botão 'Falar com o suporte' no final desta página e informe o email usado na compra, para agilizar o atendimento.",
      },
    ],
  },
];
