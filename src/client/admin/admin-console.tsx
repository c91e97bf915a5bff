import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyModule } from '../lib/lazy-module.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import {
  adminSectionFrom,
  adminSectionLabels,
  adminSections,
  type AdminSection,
} from './sections.ts';
import { Loading } from '../components/ui/loading.tsx';

const sections: Record<AdminSection, React.ComponentType> = {
  membros: lazyModule(
    'admin/members/members-section.tsx',
    () => import('./members/members-section.tsx'),
  ),
  checkout: lazyModule(
    'admin/checkout/checkout-section.tsx',
    () => import('./checkout/checkout-section.tsx'),
  ),
  uso: lazyModule('admin/usage/usage-section.tsx', () => import('./usage/usage-section.tsx')),
};

/** /admin: Membros, Checkout and Uso, chosen by ?secao= like the dashboard's sections. */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const section = adminSectionFrom(params);

  return (
    <div className="mx-auto max-w-6xl" data-section={section}>
      <h1 className="text-2xl font-bold text-slate-900">Administração</h1>
      <p className="mt-1 text-slate-700">
        Quem comprou, se os webhooks do checkout chegam e quanto os membros usam a IA.
      </p>
      <Tabs
        value={section}
        onValueChange={(value) => setParams({ secao: value })}
        activationMode="manual"
        className="mt-5"
      >
        <TabsList aria-label="Seções da administração">
          {adminSections.map((s) => (
            <TabsTrigger key={s} value={s}>
              {adminSectionLabels[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        {adminSections.map((s) => {
          const Section = sections[s];
          return (
            <TabsContent key={s} value={s} className="mt-2">
              <Suspense fallback={<Loading label="Carregando seção..." />}>
                <Section />
              </Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
