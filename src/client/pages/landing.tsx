import { Navigate } from 'react-router';
import { useMe } from '../auth/session.ts';
import { LandingPage } from '../landing/landing-page.tsx';
import { useAppConfig } from '../lib/app-config.ts';

/** '/' inside the SPA (after logout, say); the first visit gets the server-rendered page. */
export default function Landing() {
  const { appName, data: config } = useAppConfig();
  const me = useMe();
  if (me.data) return <Navigate to="/inicio" replace />;
  return (
    <LandingPage
      appName={appName}
      checkoutUrl={config?.checkoutUrl ?? '#'}
      price={config?.checkoutPrice}
      signedIn={false}
      year={new Date().getFullYear()}
    />
  );
}
