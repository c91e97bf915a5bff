import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '../lib/app-config.ts';

/** The product's mark and name. Free of router and queries, so the landing page can use it. */
export function BrandMark({ appName }: { appName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-brand-800">
      <span
        className="grid size-8 place-items-center rounded-lg bg-brand-700 text-white"
        aria-hidden
      >
        <Zap className="size-5" />
      </span>
      {appName}
    </span>
  );
}

/** The brand (APP_NAME), linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  const { appName } = useAppConfig();
  return (
    <Link to={to} className="rounded-md">
      <BrandMark appName={appName} />
    </Link>
  );
}
