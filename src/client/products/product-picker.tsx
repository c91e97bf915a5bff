import type { Product } from '#shared/products.ts';
import { NativeSelect } from '../components/ui/native-select.tsx';

/** Picks one of the member's products, shown as name plus niche. */
export function ProductPicker({
  products,
  value,
  onChange,
  disabled,
}: {
  products: Product[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label="Produto ou serviço"
      placeholder="Escolha um produto"
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={products.map((p) => ({
        value: p.id,
        label: p.nicho ? `${p.nome} — ${p.nicho}` : p.nome,
      }))}
    />
  );
}
