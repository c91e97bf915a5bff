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
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { CustomerCard, PhaseSummary } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import type { BoardFilters } from './api/board-keys.ts';
import { CustomerCardBody, type CardActions } from './customer-card.tsx';
import { PhaseColumn } from './phase-column.tsx';

/** Dragging starts only after the pointer moves 8 pixels, so a tap on a button stays a tap. */
export const DRAG_DISTANCE_PX = 8;

const phaseLabel = (id: unknown) => phases.find((p) => p.id === id)?.label ?? '';

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

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Cliente ${(active.data.current?.customer as CustomerCard).nome} selecionado.`,
  onDragOver: ({ over }) => (over ? `Sobre a fase ${phaseLabel(over.id)}.` : 'Fora das fases.'),
  onDragEnd: ({ over }) =>
    over ? `Solto na fase ${phaseLabel(over.id)}.` : 'Solto fora das fases: nada mudou.',
  onDragCancel: () => 'Movimento cancelado.',
};

/** The six columns, scrolling sideways on a phone; a drop counts only on a column. */
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
      onDragStart={({ active }) => setDragged(active.data.current?.customer as CustomerCard)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const customer = (active.data.current?.customer as CustomerCard | undefined) ?? dragged;
        const target = phases.find((p) => p.id === over?.id)?.id;
        if (customer && target && target !== customer.fase) onMove(customer, target);
      }}
    >
      <div
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6"
        data-testid="board"
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
