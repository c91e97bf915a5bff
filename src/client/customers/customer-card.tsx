import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { customerMessages } from '#shared/messages.ts';
import type { CustomerCard } from '#shared/board.ts';
import { lostReasons } from '#shared/customers.ts';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import {
  contactDay,
  formatBRL,
  formatContactDate,
  useMemberDay,
  useTimeZone,
} from '../lib/format.ts';
import { followUpStatus, stalledDays } from '../follow-ups/follow-up-status.ts';
import { CardIcon } from './card-icons.tsx';
import { MoveButton } from './move-menu.tsx';

/** In a narrow desktop column, the four buttons still fit one row. */
const narrowButton = '@max-[14rem]:size-8';

export interface CardActions {
  onEdit: (customer: CustomerCard) => void;
  onChooseMove: (customer: CustomerCard) => void;
  onWhatsApp: (customer: CustomerCard) => void;
  onDelete: (customer: CustomerCard) => void;
}

/**
 * What a card shows: the spec's fields where present, value, badges, the notes' last line and
 * the buttons. The whole notes are left to the edit dialog. Memoised: a drag re-renders every draggable.
 */
export const CustomerCardBody = memo(function CustomerCardBody({
  customer,
  actions,
}: {
  customer: CustomerCard;
  actions?: CardActions;
}) {
  const followUp = followUpStatus(customer, useMemberDay());
  const zone = useTimeZone();
  const stalled = stalledDays(customer);
  const reason = lostReasons.find((r) => r.id === customer.motivo_perda)?.label;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-2">
        <h3
          className="line-clamp-2 min-w-0 font-semibold break-words text-slate-900"
          title={customer.nome}
        >
          {customer.nome}
        </h3>
        {customer.valor !== null && (
          <span className="shrink-0 text-sm font-semibold text-brand-800">
            {formatBRL(customer.valor)}
          </span>
        )}
      </div>
      {(followUp ||
        stalled ||
        reason ||
        customer.aguardando_pagamento ||
        customer.sem_campanhas) && (
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {customer.aguardando_pagamento && (
            // A narrow desktop column: the mark wraps rather than spill out of the card.
            <Badge variant="warning" className="max-w-full">
              <span className="whitespace-normal">Aguardando pagamento</span>
            </Badge>
          )}
          {followUp === 'today' && <Badge variant="warning">Hoje</Badge>}
          {followUp === 'overdue' && <Badge variant="destructive">Atrasado</Badge>}
          {stalled && <Badge variant="outline">Parado há {stalled} dias</Badge>}
          {/* They asked for no more messages: no after-sale step nor campaign. */}
          {customer.sem_campanhas && <Badge variant="outline">Não enviar campanhas</Badge>}
          {reason && (
            <Badge variant="secondary" className="max-w-full">
              <span className="whitespace-normal">Motivo: {reason}</span>
            </Badge>
          )}
        </div>
      )}
      <ul className="mt-2 grid gap-1 text-sm text-slate-700">
        {customer.telefone && (
          // A laptop's six columns: the number on one line, smaller and without its icon.
          <li className="flex items-center gap-1.5 whitespace-nowrap @max-[8rem]:text-xs">
            <CardIcon name="phone" className="size-3.5 shrink-0 @max-[8rem]:hidden" />
            {customer.telefone}
          </li>
        )}
        {customer.email && (
          <li className="flex items-center gap-1.5 break-all">
            <CardIcon name="mail" className="size-3.5 shrink-0" />
            {customer.email}
          </li>
        )}
        {customer.produto_interesse && (
          <li className="flex items-center gap-1.5">
            <CardIcon name="package" className="size-3.5 shrink-0" />
            {customer.produto_interesse}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <CardIcon name="calendar-clock" className="size-3.5 shrink-0" />
          Contato em {formatContactDate(contactDay(customer.data_contato, zone))}
        </li>
        {customer.proximo_contato && (
          <li className="flex items-center gap-1.5 font-medium text-slate-900">
            <CardIcon name="calendar-check" className="size-3.5 shrink-0" />
            Próximo contato: {formatContactDate(customer.proximo_contato)}
          </li>
        )}
        {customer.ultima_nota && (
          <li
            className="flex min-w-0 items-center gap-1.5 text-slate-600"
            title={customer.ultima_nota}
          >
            <CardIcon name="note" className="size-3.5 shrink-0" />
            <span className="sr-only">Última anotação: </span>
            <span className="min-w-0 truncate">{customer.ultima_nota}</span>
          </li>
        )}
      </ul>
      {actions && (
        <div
          className="mt-3 flex flex-wrap items-center justify-end gap-1 @max-[14rem]:gap-0"
          // The buttons are for tapping: a press on them never starts a drag.
          onPointerDown={(e) => e.stopPropagation()}
          onMouseDown={(e) => e.stopPropagation()}
          onTouchStart={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <span className="mr-auto">
            <MoveButton customer={customer} onChoose={actions.onChooseMove} />
          </span>
          <Button
            variant="ghost"
            size="icon-sm"
            className={narrowButton}
            onClick={() => actions.onEdit(customer)}
            aria-label={`Editar ${customer.nome}`}
          >
            <CardIcon name="edit" />
          </Button>
          {customer.telefone && (
            <Button
              variant="ghost-brand"
              size="icon-sm"
              className={narrowButton}
              onClick={() => actions.onWhatsApp(customer)}
              aria-label={`Abrir WhatsApp de ${customer.nome}`}
            >
              <CardIcon name="whatsapp" />
            </Button>
          )}
          <ConfirmDialog
            title={customerMessages.deleteConfirm}
            description={`${customer.nome} sairá do seu pipeline.`}
            confirmLabel="Excluir"
            onConfirm={() => actions.onDelete(customer)}
          >
            <Button
              variant="ghost-danger"
              size="icon-sm"
              className={narrowButton}
              aria-label={`Excluir ${customer.nome}`}
            >
              <CardIcon name="delete" />
            </Button>
          </ConfirmDialog>
        </div>
      )}
    </>
  );
});

/** A draggable card. Dragging starts after 8 px (mouse), a short press (touch), or Space. */
export function DraggableCard({
  customer,
  actions,
}: {
  customer: CustomerCard;
  actions: CardActions;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: customer.id,
    data: { customer },
  });
  return (
    <article
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="cartão arrastável"
      aria-label={`${customer.nome}. Use espaço para pegar e as setas para mudar de fase.`}
      data-testid={`customer-${customer.id}`}
      className={cn(
        '@container cursor-grab touch-manipulation rounded-lg border border-slate-200 bg-white p-3 xl:max-2xl:p-2.5 shadow-sm focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden',
        isDragging && 'opacity-40',
      )}
    >
      <CustomerCardBody customer={customer} actions={actions} />
    </article>
  );
}
