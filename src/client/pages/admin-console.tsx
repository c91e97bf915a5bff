import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { sectionElement, sectionFrom } from '../app/route-modules.tsx';
import { admin } from '../app/routes.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { Loading } from '../components/ui/loading.tsx';

/** /admin: Membros, Checkout and Uso, chosen by ?secao= like the dashboard's sections. */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(admin, params);

  return (
    <div data-section={section}>
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
          {admin.ids.map((s) => (
            <TabsTrigger key={s} value={s}>
              {admin.entries[s].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {admin.ids.map((s) => (
          <TabsContent key={s} value={s} className="mt-2">
            <Suspense fallback={<Loading label="Carregando seção..." />}>
              {sectionElement(admin, s)}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
