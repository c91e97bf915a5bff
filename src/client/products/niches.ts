// The niches of 'Começar com um exemplo', by id: the buttons show them before the examples
// (examples.ts, large) load, which happens when one is picked.
export const niches = [
  { id: 'roupas-e-moda', label: 'Roupas e moda' },
  { id: 'cosmeticos', label: 'Cosméticos' },
  { id: 'doces-e-bolos', label: 'Doces e bolos' },
  { id: 'marmitas', label: 'Marmitas' },
  { id: 'cursos-online', label: 'Cursos online' },
  { id: 'servicos-de-beleza', label: 'Serviços de beleza' },
  { id: 'consultoria', label: 'Consultoria' },
  { id: 'artesanato', label: 'Artesanato' },
  { id: 'suplementos', label: 'Suplementos' },
  { id: 'pet-shop', label: 'Pet shop' },
] as const;

export type NicheId = (typeof niches)[number]['id'];

export const nicheLabel = (id: NicheId): string => niches.find((n) => n.id === id)!.label;
