import { linkLifetime } from '#shared/auth.ts';
import type { Mail } from './mailer.ts';

// What a visitor typed never goes into a mail: anyone who knows a member's email can ask for a
// mail to it, and FechaZap's own words must not carry a stranger's message. The name a mail
// greets by is one the email's owner or the purchase gave (link-mail.ts picks it), first name
// only.

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Who the mail is for and where the member can get help. */
export interface MailContext {
  appName: string;
  /** The app's address (APP_URL): where the member logs in next time. */
  appUrl: string;
  /** The member's first name, when one is known and safe to mail. */
  name?: string | undefined;
  /** The support WhatsApp's digits (SUPPORT_WHATSAPP). */
  supportWhatsApp?: string | undefined;
}

interface Content {
  subject: string;
  lead: string;
  /** The login email, named in the mail so the member knows which address to type. */
  login: string;
  button: { text: string; link: string };
  next: string[];
  note: string;
}

/** One content as plain text and as HTML (a button, inline styles: mail clients drop CSS). */
function compose(to: string, ctx: MailContext, content: Content): Mail {
  const hello = ctx.name ? `Olá, ${ctx.name}!` : 'Olá!';
  const support = ctx.supportWhatsApp && `https://wa.me/${ctx.supportWhatsApp}`;
  const loginLine = `Seu login é o email ${content.login}.`;
  const text = [
    hello,
    content.lead,
    loginLine,
    `${content.button.text}:\n${content.button.link}`,
    `O que acontece depois:\n${content.next.map((step, i) => `${i + 1}. ${step}`).join('\n')}`,
    content.note,
    support ? `Precisa de ajuda? Fale com o suporte no WhatsApp: ${support}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:560px">${[
    p(escape(hello)),
    p(escape(content.lead)),
    p(`Seu login é o email <strong>${escape(content.login)}</strong>.`),
    `<p style="margin:24px 0"><a href="${escape(content.button.link)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escape(content.button.text)}</a></p>`,
    p('<strong>O que acontece depois</strong>'),
    `<ol style="margin:0 0 16px;padding-left:24px">${content.next.map((step) => `<li>${escape(step)}</li>`).join('')}</ol>`,
    p(escape(content.note)),
    p(
      `O botão não abre? Copie este endereço no navegador: <a href="${escape(content.button.link)}" style="color:#047857;word-break:break-all">${escape(content.button.link)}</a>`,
    ),
    support
      ? p(
          `Precisa de ajuda? <a href="${escape(support)}" style="color:#047857">Fale com o suporte no WhatsApp</a>.`,
        )
      : '',
  ].join('')}</div>`;
  return { to, subject: content.subject, text: `${text}\n`, html };
}

/** The 'Criar minha senha' link: after a purchase, a 'Primeiro Acesso', or 'Enviar novo link'. */
export function accessMail(ctx: MailContext, to: string, link: string): Mail {
  return compose(to, ctx, {
    subject: `Seu acesso ao ${ctx.appName} está liberado`,
    lead: `Seu acesso ao ${ctx.appName} está liberado. Falta só criar sua senha.`,
    login: to,
    button: { text: 'Criar minha senha', link },
    next: [
      'Você escolhe como quer ser chamado e cria sua senha.',
      `Você entra no ${ctx.appName} na hora, já na tela Início.`,
      `Das próximas vezes, entre em ${ctx.appUrl}/auth com este email e a sua senha.`,
    ],
    note: `O link vale por ${linkLifetime('access')} e só pode ser usado uma vez. Se ele expirar, abra ${ctx.appUrl}/auth e peça outro.`,
  });
}

export function passwordResetMail(ctx: MailContext, to: string, link: string): Mail {
  return compose(to, ctx, {
    subject: `${ctx.appName}: redefina sua senha`,
    lead: `Recebemos um pedido para redefinir a senha da sua conta no ${ctx.appName}.`,
    login: to,
    button: { text: 'Criar uma nova senha', link },
    next: [
      'Você cria a nova senha e entra na hora.',
      'A senha antiga deixa de valer e o app sai dos outros aparelhos onde estava aberto.',
    ],
    note: `O link vale por ${linkLifetime('reset')} e só pode ser usado uma vez. Se não foi você, ignore este email: sua senha continua a mesma.`,
  });
}
