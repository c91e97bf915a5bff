import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type AutoScrollOptions,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useRef, useState } from 'react';
import type { CustomerCard, PhaseSummary } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import type { BoardFilters } from './api/board-keys.ts';
import { CardIconSprite } from './card-icons.tsx';
import { CustomerCardBody, type CardActions } from './customer-card.tsx';
import { PhaseColumn } from './phase-column.tsx';
import { PhaseTabs } from './phase-tabs.tsx';
import { useSwipe } from './use-swipe.ts';

/** Dragging starts only after the pointer moves 8 pixels, so a tap on a button stays a tap. */
export const DRAG_DISTANCE_PX = 8;

/** The phase a droppable stands for: a column's id is its phase; a tab carries it. */
const phaseOf = (over: { id: unknown; data: { current?: Record<string, unknown> } } | null) =>
  phases.find((p) => p.id === (over?.data.current?.phase ?? over?.id))?.id;

const phaseLabel = (over: Parameters<typeof phaseOf>[0]) =>
  phases.find((p) => p.id === phaseOf(over))?.label ?? '';

/**
 * Only a column's own card list scrolls under a held card: scrolling the page or the board
 * would slide other phases under the finger and drop the card where it never hovered.
 */
const autoScroll: AutoScrollOptions = {
  threshold: { x: 0, y: 0.15 },
  canScroll: (element) => element.hasAttribute('data-card-list'),
};

/** Arrow keys jump the lifted card to the previous or next column. */
const columnJumper: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft'))
    return undefined;
  event.preventDefault();
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const center = collisionRect.left + collisionRect.width / 2;
  const here = columns.findIndex((r) => center >= r.left && center <= r.left + r.width);
  const target =
    columns[
      Math.min(Math.max(here + (event.code === 'ArrowRight' ? 1 : -1), 0), columns.length - 1)
    ];
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};

/** The pointer decides where a mouse or touch drop lands; the card's box, for the keyboard. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const nameOf = (active: Active) => (active.data.current?.customer as CustomerCard).nome;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Você pegou o cartão de ${nameOf(active)}.`,
  onDragOver: ({ over }) => (over ? `Na fase ${phaseLabel(over)}.` : 'Fora das fases.'),
  onDragEnd: ({ active, over }) =>
    over
      ? `${nameOf(active)} ficou na fase ${phaseLabel(over)}.`
      : 'Cartão solto fora das fases: nada mudou.',
  onDragCancel: ({ active }) => `Movimento cancelado: ${nameOf(active)} continua onde estava.`,
};

/**
 * On a desktop, the six columns side by side; below it, one column at a time under the six
 * phases as tabs, a swipe showing the next or previous one. A drop counts only on a column or
 * a tab, the one under the pointer when the card is released.
 */
/** The first phase with any customer in the counts, or null. */
const firstWithCustomers = (summary: PhaseSummary[] | undefined): Phase | null =>
  phases.find((p) => (summary?.find((s) => s.fase === p.id)?.count ?? 0) > 0)?.id ?? null;

export function Board({
  filters,
  summary,
  actions,
  onMove,
}: {
  filters: BoardFilters;
  summary: PhaseSummary[] | undefined;
  actions: CardActions;
  onMove: (customer: CustomerCard, fase: Phase) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJumper }),
  );
  // Kept from the drag's start: the column may scroll the card's element away meanwhile.
  const [dragged, setDragged] = useState<CustomerCard | null>(null);
  // A phone opens on the first phase with customers, not an empty Prospecção.
  const [shown, setShown] = useState<Phase>(() => firstWithCustomers(summary) ?? phases[0].id);
  // Searching or filtering on a phone (or the counts arriving): when the phase shown has none,
  // the first one that has any comes into view, so a customer is never behind a tab.
  const [seenSummary, setSeenSummary] = useState(summary);
  if (summary !== seenSummary) {
    const arrived = !seenSummary;
    setSeenSummary(summary);
    const count = (fase: Phase) => summary?.find((s) => s.fase === fase)?.count ?? 0;
    const first = firstWithCustomers(summary);
    if ((arrived || filters.q || filters.due) && count(shown) === 0 && first) setShown(first);
  }
  const dragging = useRef(false);
  const swipe = useSwipe((step) => {
    if (dragging.current) return;
    const next = phases[phases.findIndex((p) => p.id === shown) + step];
    if (next) setShown(next.id);
  });
  const filtersKey = JSON.stringify(filters);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Pressione espaço para pegar o cartão, setas para mudar de fase e espaço para soltar. Esc cancela.',
        },
      }}
      autoScroll={autoScroll}
      onDragStart={({ active }) => {
        dragging.current = true;
        setDragged(active.data.current?.customer as CustomerCard);
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const customer = (active.data.current?.customer as CustomerCard | undefined) ?? dragged;
        const target = phaseOf(over);
        if (customer && target && target !== customer.fase) onMove(customer, target);
      }}
    >
      {/* The icons every card points at, once for the whole board. */}
      <CardIconSprite />
      <PhaseTabs summary={summary} shown={shown} onShow={setShown} />
      <div
        className="pb-4 xl:grid xl:grid-cols-6 xl:gap-2"
        data-testid="board"
        onTouchStart={(e) => {
          dragging.current = false;
          swipe.onTouchStart(e);
        }}
        onTouchEnd={swipe.onTouchEnd}
      >
        {phases.map((phase) => (
          <PhaseColumn
            // Other filters, another list: it starts at its top.
            key={`${phase.id} ${filtersKey}`}
            phase={phase.id}
            label={phase.label}
            summary={summary?.find((s) => s.fase === phase.id)}
            filters={filters}
            actions={actions}
            shownOnPhone={phase.id === shown}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="w-60 cursor-grabbing rounded-lg border border-brand-500 bg-white p-3 shadow-xl">
            <CustomerCardBody customer={dragged} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
