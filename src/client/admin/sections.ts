export const adminSections = ['membros', 'checkout', 'uso'] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionLabels: Record<AdminSection, string> = {
  membros: 'Membros',
  checkout: 'Checkout',
  uso: 'Uso',
};

/** ?secao= picks the section; membros for a missing or unknown one. */
export function adminSectionFrom(search: URLSearchParams): AdminSection {
  const section = search.get('secao');
  return adminSections.find((s) => s === section) ?? 'membros';
}
