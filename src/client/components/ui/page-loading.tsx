import { Spinner } from './spinner.tsx';

/** A page's (or a section's) place while its code or first data arrives. */
export function PageLoading() {
  return (
    <div className="grid place-items-center py-16">
      <Spinner />
    </div>
  );
}
