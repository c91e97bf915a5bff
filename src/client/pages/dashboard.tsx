import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardSection } from '#shared/routes.ts';
import { navItems, sectionFrom } from '../app/shell/nav-items.ts';
import { Spinner } from '../components/ui/spinner.tsx';

const descriptions: Record<DashboardSection, string> = {
  produtos: 'Cadastre seus produtos e serviços: eles alimentam os scripts e as respostas da IA.',
  scripts: 'Gere scripts de venda completos, etapa por etapa, para usar no WhatsApp.',
  objecoes: 'Receba 5 maneiras de quebrar qualquer objeção do seu cliente.',
  vendas: 'Gerencie seus clientes e acompanhe suas vendas.',
};

/** A section whose screen arrives with its feature: its title and what it is for. */
function Upcoming({ section }: { section: DashboardSection }) {
  const title = navItems.find((item) => item.section === section)!.label;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-700">{descriptions[section]}</p>
    </div>
  );
}

const ProductsSection = lazy(() => import('../products/products-section.tsx'));
const PipelineSection = lazy(() => import('../pipeline/pipeline-section.tsx'));

const sections: Record<DashboardSection, React.ComponentType> = {
  produtos: ProductsSection,
  scripts: () => <Upcoming section="scripts" />,
  objecoes: () => <Upcoming section="objecoes" />,
  vendas: PipelineSection,
};

/** /dashboard hosts the four feature sections, chosen by ?section= (produtos by default). */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const section = sectionFrom(params);
  const Section = sections[section];
  return (
    <div data-section={section}>
      <Suspense
        fallback={
          <div className="grid place-items-center py-16">
            <Spinner />
          </div>
        }
      >
        <Section />
      </Suspense>
    </div>
  );
}
