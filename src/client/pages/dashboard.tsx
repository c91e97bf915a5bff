import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardSection } from '#shared/routes.ts';
import { sectionFrom } from '../app/shell/nav-items.ts';
import { Spinner } from '../components/ui/spinner.tsx';

const sections: Record<DashboardSection, React.LazyExoticComponent<React.ComponentType>> = {
  produtos: lazy(() => import('../products/products-section.tsx')),
  scripts: lazy(() => import('../scripts/scripts-section.tsx')),
  objecoes: lazy(() => import('../objections/objections-section.tsx')),
  vendas: lazy(() => import('../pipeline/pipeline-section.tsx')),
  resultados: lazy(() => import('../results/results-section.tsx')),
};

/** /dashboard hosts the feature sections, chosen by ?section= (produtos by default). */
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
