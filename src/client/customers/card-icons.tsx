import {
  ArrowRightLeft,
  CalendarCheck,
  CalendarClock,
  Mail,
  MessageCircle,
  Package,
  Pencil,
  Phone,
  StickyNote,
  Trash2,
  type LucideIcon,
} from 'lucide-react';

/** The icons of a card, each drawn once per board. */
const icons = {
  phone: Phone,
  mail: Mail,
  package: Package,
  'calendar-clock': CalendarClock,
  'calendar-check': CalendarCheck,
  note: StickyNote,
  move: ArrowRightLeft,
  edit: Pencil,
  whatsapp: MessageCircle,
  delete: Trash2,
} satisfies Record<string, LucideIcon>;

export type CardIconName = keyof typeof icons;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/**
 * The board's card icons as symbols, once: a card points at them (`<use>`) instead of carrying
 * each icon's paths and attributes, 0.4 kB an icon and nine a card in the server's HTML.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as CardIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the card's icons, sized by its class; drawn from the board's `CardIconSprite`. */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
