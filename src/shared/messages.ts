/**
 * The pt-BR message catalogue: the spec's toasts (title / description), word for word, so the
 * UI and the tests use the same text. Grouped by area, in the spec's order.
 */
import { DAILY_LIMITS } from './app-config.ts';

export interface Toast {
  title: string;
  description?: string;
}

export const authMessages = {
  requiredLogin: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha email e senha.',
  },
  requiredAll: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos.',
  },
  notAuthorized: {
    title: 'Acesso não autorizado',
    description:
      'Este email não possui acesso ativo ao sistema. Entre em contato conosco para reativação.',
  },
  notPurchaseEmail: {
    title: 'Email deve ser o mesmo usado na compra',
    description:
      'Este email não está autorizado. Use o mesmo email que você cadastrou no ato da compra.',
  },
  invalidCredentials: { title: 'Credenciais inválidas', description: 'Email ou senha incorretos.' },
  loginError: { title: 'Erro no login' },
  tryAgain: 'Tente novamente em alguns instantes.',
  passwordTooShort: {
    title: 'Senha muito curta',
    description: 'A senha deve ter pelo menos 6 caracteres.',
  },
  emailTaken: {
    title: 'Email já cadastrado',
    description: 'Este email já possui conta. Tente fazer login.',
  },
  signUpError: { title: 'Erro no cadastro' },
  // 'Primeiro Acesso' creates a pending account: it is confirmed by the link mailed to it.
  signUpSuccess: {
    title: 'Confira seu email!',
    description: 'Enviamos um link para o seu email. Abra-o para ativar sua conta e entrar.',
  },
  emailNotConfirmed: {
    title: 'Confirme seu email',
    description: 'Abra o link que enviamos para o seu email para ativar sua conta.',
  },
  resendLink: 'Reenviar link',
  accessLinkSent: {
    title: 'Link enviado!',
    description: 'Verifique sua caixa de entrada (e a pasta de spam).',
  },
  passwordCreated: {
    title: 'Senha criada!',
    description: 'Seu acesso está pronto.',
  },
  createPasswordError: { title: 'Erro ao criar senha' },
  accessConfirmed: {
    title: 'Acesso confirmado!',
    description: 'Entrando com o nome e a senha que você escolheu...',
  },
  confirmAccessError: { title: 'Não foi possível confirmar seu acesso' },
  invalidAccessLink: {
    title: 'Link inválido ou expirado',
    description: 'Digite o email da sua compra para receber um novo link.',
  },
  resetEmailRequired: {
    title: 'Email obrigatório',
    description: 'Digite seu email para redefinir a senha.',
  },
  resetEmailError: { title: 'Erro ao enviar email' },
  resetEmailSent: {
    title: 'Email enviado!',
    description: 'Verifique sua caixa de entrada para redefinir sua senha.',
  },
  passwordsDiffer: { title: 'Senhas não coincidem', description: 'As senhas devem ser iguais.' },
  changePasswordError: { title: 'Erro ao alterar senha' },
  passwordChanged: {
    title: 'Senha alterada!',
    description: 'Sua senha foi alterada com sucesso. Redirecionando...',
  },
  loginSuccess: { title: 'Login realizado!', description: 'Redirecionando...' },
  tooManyAttempts: {
    title: 'Muitas tentativas',
    description: 'Aguarde alguns minutos antes de tentar novamente.',
  },
  invalidResetLink: {
    title: 'Link inválido ou expirado',
    description: 'Peça um novo link de redefinição na tela de login.',
  },
} as const satisfies Record<string, Toast | string>;

export const logoutMessages = {
  confirm: 'Tem certeza que deseja sair?',
  errorAccount: {
    title: 'Erro no logout',
    description: 'Não foi possível fazer logout. Tente novamente.',
  },
  errorShell: { title: 'Erro', description: 'Ocorreu um erro ao fazer logout.' },
  success: { title: 'Logout realizado', description: 'Você foi desconectado com sucesso.' },
} as const;

export const profileMessages = {
  saveError: {
    title: 'Erro ao salvar',
    description: 'Não foi possível atualizar seu nome. Tente novamente.',
  },
  saved: { title: 'Nome atualizado!', description: 'Seu nome de exibição foi salvo.' },
} as const;

/**
 * The toasts and texts a member's list of products or of customers shares: load, save, update,
 * delete, signed out, empty.
 */
function listMessages(one: string, many: string) {
  const One = `${one.charAt(0).toUpperCase()}${one.slice(1)}`;
  return {
    loadError: {
      title: `Erro ao carregar ${many}`,
      description: `Não foi possível carregar seus ${many}. Tente novamente.`,
    },
    saveError: {
      title: 'Erro ao salvar',
      description: `Não foi possível salvar o ${one}. Tente novamente.`,
    },
    deleteError: {
      title: 'Erro ao excluir',
      description: `Não foi possível excluir o ${one}. Tente novamente.`,
    },
    authError: {
      title: 'Erro de autenticação',
      description: `Você precisa estar logado para salvar ${many}.`,
    },
    updated: { title: `${One} atualizado!` },
    deleted: { title: `${One} excluído!` },
    empty: `Nenhum ${one} cadastrado`,
  };
}

export const productMessages = {
  ...listMessages('produto', 'produtos'),
  timeout: { title: 'Timeout', description: 'A operação demorou muito. Tente novamente.' },
  created: { title: 'Produto criado!' },
  deleteConfirm: 'Tem certeza que deseja excluir este produto/serviço?',
} as const;

export const customerMessages = {
  ...listMessages('cliente', 'clientes'),
  moveError: {
    title: 'Erro ao mover cliente',
    description: 'Não foi possível mover o cliente. Tente novamente.',
  },
  nameRequired: { title: 'Nome obrigatório', description: 'Por favor, informe o nome do cliente.' },
  noPhone: {
    title: 'Telefone não informado',
    description: 'Este cliente não possui telefone cadastrado.',
  },
  badPhone: {
    title: 'Telefone inválido',
    description: 'Confira o número deste cliente, com DDD, e tente novamente.',
  },
  added: { title: 'Cliente adicionado!' },
  deleteConfirm: 'Tem certeza que deseja excluir este cliente?',
} as const;

export const aiMessages = {
  selectProduct: { title: 'Selecione um produto' },
  productNotFound: { title: 'Produto não encontrado' },
  scriptLimit: {
    title: 'Limite diário atingido',
    description: `Você já usou o limite diário de ${DAILY_LIMITS.scripts} gerações de script. Tente novamente amanhã.`,
  },
  objectionLimit: {
    title: 'Limite diário atingido',
    description: `Você já usou o limite diário de ${DAILY_LIMITS.objections} quebras de objeção. Tente novamente amanhã.`,
  },
  /** The limit is the operator's (DAILY_REPLIES_LIMIT): the server and /api/config say it. */
  audioLimit: (limit: number = DAILY_LIMITS.audioMinutes) => ({
    title: 'Limite diário atingido',
    description: `Você já usou os seus ${limit} minutos de transcrição de hoje. Escreva o que o cliente disse, ou tente novamente amanhã.`,
  }),
  campaignLimit: (limit: number = DAILY_LIMITS.campaignMessages) => ({
    title: 'Limite diário atingido',
    description: `A IA já escreveu as ${limit} mensagens de campanha de hoje: as próximas saem com o texto pronto do FechaZap.`,
  }),
  replyLimit: (limit: number = DAILY_LIMITS.replies) => ({
    title: 'Limite diário atingido',
    description: `Você já usou o limite diário de ${limit} respostas sugeridas. Tente novamente amanhã.`,
  }),
  /** The counters under the two AI forms; n is '…' while the limits load. */
  scriptsRemaining: (n: number | string) =>
    `${n} de ${DAILY_LIMITS.scripts} scripts restantes hoje`,
  objectionsRemaining: (n: number | string) =>
    `${n} de ${DAILY_LIMITS.objections} quebras restantes hoje`,
  authError: {
    title: 'Erro de autenticação',
    description: 'Falha na autenticação. Redirecionando para login...',
  },
  generationError: (message: string) => ({
    title: 'Erro na geração',
    description: `Erro: ${message}`,
  }),
  aiConnection: 'Erro ao conectar com a IA',
  emptyResult: 'Nenhum conteúdo foi retornado pela IA',
  scriptGenerated: (remaining: number) => ({
    title: 'Script gerado com sucesso!',
    description: `Você ainda tem ${remaining} ${remaining === 1 ? 'geração' : 'gerações'} hoje.`,
  }),
  scriptCopied: { title: 'Script copiado!' },
  scriptDeleted: { title: 'Script excluído' },
  answersGenerated: { title: 'Respostas geradas com sucesso!' },
  answersOffline: 'Respostas geradas (modo offline)',
  answerCopied: { title: 'Resposta copiada!' },
  requiredFields: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos.',
  },
  busyWarning:
    'Isso pode levar até 5 minutos. Não saia desta página para não desperdiçar um script do dia.',
} as const;
