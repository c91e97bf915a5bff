import type * as React from 'react';
import { useDeferredValue, useState } from 'react';
import { useCustomerSearch } from '../customers/api/search-customers.ts';
import { Loading } from './ui/loading.tsx';
import { SearchField } from './ui/search-field.tsx';

/**
 * A search of the member's customers: what is typed and the customers found. The server
 * searches; typing does not send a request per key while it answers.
 */
export function useCustomerFinder() {
  const [query, setQuery] = useState('');
  const customers = useCustomerSearch(useDeferredValue(query.trim()));
  return { query, setQuery, customers };
}

/** The search's field, then `children` (what was found) once the first answer has come. */
export function CustomerSearch({
  finder,
  placeholder,
  children,
}: {
  finder: ReturnType<typeof useCustomerFinder>;
  placeholder: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <SearchField
        value={finder.query}
        onValueChange={finder.setQuery}
        placeholder={placeholder}
        aria-label="Buscar cliente"
      />
      {finder.customers.isPending ? <Loading label="Carregando clientes..." compact /> : children}
    </>
  );
}
