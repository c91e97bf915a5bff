import type * as React from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

/** The part of an infinite query the button reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Reads a paged list's next page: 'Carregando...' while it comes, nothing once there is none. */
export function NextPageButton({
  query,
  variant = 'outline',
  size,
  children,
}: {
  query: PagedQuery;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: React.ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Carregando...' : children}
    </Button>
  );
}
