import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { sectionElement, sectionFrom } from '../app/route-modules.tsx';
import { dashboard } from '../app/routes.tsx';
import { Loading } from '../components/ui/loading.tsx';

/** /dashboard hosts the feature sections of the route table, chosen by ?section=. */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const section = sectionFrom(dashboard, params);
  return (
    <div data-section={section}>
      <Suspense fallback={<Loading />}>{sectionElement(dashboard, section)}</Suspense>
    </div>
  );
}
