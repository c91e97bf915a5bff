import type { Mail } from './mailer.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function passwordResetMail(appName: string, to: string, name: string, link: string): Mail {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  return {
    to,
    subject: `${appName}: redefina sua senha`,
    text: `${greeting}\n\nRecebemos um pedido para redefinir a senha da sua conta no ${appName}.\nPara criar uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):\n\n${link}\n\nSe não foi você, ignore este email: sua senha continua a mesma.\n`,
    html: `<p>${escape(greeting)}</p><p>Recebemos um pedido para redefinir a senha da sua conta no ${escape(appName)}.</p><p><a href="${escape(link)}">Criar uma nova senha</a></p><p>O link vale por 1 hora e só pode ser usado uma vez. Se não foi você, ignore este email: sua senha continua a mesma.</p>`,
  };
}
