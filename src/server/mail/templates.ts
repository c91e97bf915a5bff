import type { Mail } from './mailer.ts';

// Nothing a visitor typed (a display name, a note) goes into a mail: anyone can ask for a mail
// to any address, and FechaZap's own words must not carry a stranger's message.

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function accessMail(appName: string, to: string, link: string): Mail {
  return {
    to,
    subject: `Seu acesso ao ${appName} está liberado`,
    text: `Olá!\n\nSeu acesso ao ${appName} está liberado.\nPara criar sua senha e entrar, abra o link abaixo (ele vale por 72 horas e só pode ser usado uma vez):\n\n${link}\n\nSe o link expirar, peça outro na tela de login.\n`,
    html: `<p>Olá!</p><p>Seu acesso ao ${escape(appName)} está liberado.</p><p><a href="${escape(link)}">Criar minha senha</a></p><p>O link vale por 72 horas e só pode ser usado uma vez. Se ele expirar, peça outro na tela de login.</p>`,
  };
}

export function passwordResetMail(appName: string, to: string, link: string): Mail {
  return {
    to,
    subject: `${appName}: redefina sua senha`,
    text: `Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta no ${appName}.\nPara criar uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):\n\n${link}\n\nSe não foi você, ignore este email: sua senha continua a mesma.\n`,
    html: `<p>Olá!</p><p>Recebemos um pedido para redefinir a senha da sua conta no ${escape(appName)}.</p><p><a href="${escape(link)}">Criar uma nova senha</a></p><p>O link vale por 1 hora e só pode ser usado uma vez. Se não foi você, ignore este email: sua senha continua a mesma.</p>`,
  };
}
