import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#shared/next-path.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { CheckEmail } from '../auth/check-email.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { ResetRequestForm } from '../auth/reset-request-form.tsx';
import { useMe } from '../auth/session.ts';
import { SignUpForm } from '../auth/sign-up-form.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useAppConfig } from '../lib/app-config.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';

export default function AuthPage() {
  const me = useMe();
  const [tab, setTab] = useState('login');
  const [resetting, setResetting] = useState(false);
  const [email, setEmail] = useState('');
  // An account waiting for its link: the page says where it went until the member moves on.
  const [waiting, setWaiting] = useState<'created' | 'unconfirmed'>();
  const [search] = useSearchParams();

  // Nothing until the first session check answers, so a signed-in member never sees the
  // login form flash before being sent on to /inicio.
  if (me.isPending) return null;
  if (me.data)
    return <Navigate to={safeNextPath(search.get('next'), window.location.origin)} replace />;

  return (
    <AuthFrame footer={<SupportLinks />}>
      {waiting ? (
        <CheckEmail
          email={email}
          reason={waiting}
          onBack={() => {
            setWaiting(undefined);
            setTab('login');
          }}
        />
      ) : resetting ? (
        <>
          <h1 className="mb-4 text-xl font-bold">Redefinir senha</h1>
          <ResetRequestForm initialEmail={email} onBack={() => setResetting(false)} />
        </>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <h1 className="sr-only">Entrar no sistema</h1>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Primeiro Acesso</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="pt-2">
            <LoginForm
              key={email}
              initialEmail={email}
              onForgot={() => setResetting(true)}
              onUnconfirmed={(unconfirmed) => {
                setEmail(unconfirmed);
                setWaiting('unconfirmed');
              }}
            />
          </TabsContent>
          <TabsContent value="signup" className="pt-2">
            <SignUpForm
              onCreated={(created) => {
                setEmail(created);
                setWaiting('created');
              }}
            />
          </TabsContent>
        </Tabs>
      )}
      <p className="mt-6 rounded-lg bg-slate-50 p-3 text-center text-sm text-slate-700">
        Acesso exclusivo para membros cadastrados. Use o mesmo email da sua compra.
      </p>
    </AuthFrame>
  );
}

/** Support on WhatsApp and the checkout, under the login card. */
function SupportLinks() {
  const { data: config } = useAppConfig();
  if (!config) return null;
  const help = whatsAppLink(
    config.supportWhatsApp,
    'Olá! Preciso de ajuda para acessar minha conta.',
  );
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-slate-700">
      <a
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
        href={help}
        target="_blank"
        rel="noopener noreferrer"
      >
        Precisa de ajuda? Fale com o suporte no WhatsApp
      </a>
      <a
        className="underline-offset-4 hover:underline"
        href={config.checkoutUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        Ainda não é membro? Quero comprar agora
      </a>
    </div>
  );
}
