import { waitForResetLink } from './mail.ts';

/**
 * A member's session on a running server (its email must be a member), made as a person does:
 * 'Primeiro Acesso', then the link it mails to the server's outbox, which signs in. Instances
 * that share a database share the mail queue: pass all their data folders.
 */
export async function memberSession(
  baseUrl: string,
  dataDir: string | readonly string[],
  member: { email: string; password: string; name: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up/email', member);
  const link = await waitForResetLink(dataDir, member.email, 15_000);
  const res = await post('/api/auth/create-password', {
    token: new URL(link).searchParams.get('token'),
    name: member.name,
    password: member.password,
  });
  if (!res.ok) throw new Error(`no session for ${member.email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
