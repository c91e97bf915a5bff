import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerCard } from '#shared/board.ts';
import { DraggableCard, type CardActions } from './customer-card.tsx';

/** A card's usual height; each is measured once shown. */
const CARD_ESTIMATE_PX = 180;
/**
 * The column's height before it is measured: the server renders the cards of this much, and
 * the browser's hydration the same ones (a phone's column; a taller screen adds a few after).
 */
const INITIAL_RECT = { width: 280, height: 520 };
const CARD_GAP_PX = 8;
/** Cards mounted beyond the view on each side, once the page is running (none in the HTML). */
const OVERSCAN = 3;
/** The next page is asked for when this few loaded cards are left below the view. */
const LOAD_AHEAD = 8;

/**
 * A column's cards in its own scroll box, only those in view (and a few around) mounted, so
 * thousands of cards cost what a screenful does. The card being dragged stays mounted even
 * when the column scrolls it out of view: the drag needs its element.
 */
export function CardList({
  cards,
  actions,
  draggedId,
  canLoadMore,
  onLoadMore,
}: {
  cards: CustomerCard[];
  actions: CardActions;
  draggedId: string | null;
  canLoadMore: boolean;
  onLoadMore: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The server renders only the cards in view, which keeps a board's HTML and its hydration
  // small; the few around them are added once the page is running, in slices that leave the
  // browser free to answer a tap.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => startTransition(() => setOverscan(OVERSCAN)), []);
  const draggedIndex = draggedId ? cards.findIndex((c) => c.id === draggedId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return draggedIndex < 0 || indexes.includes(draggedIndex)
        ? indexes
        : [...indexes, draggedIndex].sort((a, b) => a - b);
    },
    [draggedIndex],
  );
  // The rule warns that React Compiler would not memoize this component; the build runs no
  // compiler, so nothing memoizes the virtualizer's functions anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (index) => cards[index]!.id,
    initialRect: INITIAL_RECT,
    // A card's height from its resize observer only: reading it as the card mounts would make
    // the browser lay the page out once per card.
    measureElement: (element, entry, instance): number =>
      entry?.borderBoxSize[0]?.blockSize ??
      instance.measurementsCache[Number(element.getAttribute('data-index'))]?.size ??
      CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    // Room for the focus ring of the first and last cards inside the scroll box.
    paddingStart: 3,
    paddingEnd: 3,
    overscan,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (canLoadMore && lastShown >= cards.length - LOAD_AHEAD) onLoadMore();
  }, [canLoadMore, lastShown, cards.length, onLoadMore]);

  // A card arriving on top (a move, a new customer) is brought into view.
  const firstId = cards[0]?.id;
  const knownIds = useRef(new Set<string>());
  useEffect(() => {
    if (firstId && !knownIds.current.has(firstId) && scroller.current)
      scroller.current.scrollTop = 0;
    knownIds.current = new Set(cards.map((c) => c.id));
  }, [firstId, cards]);

  return (
    <div
      ref={scroller}
      className="max-h-[max(20rem,calc(100dvh-19rem))] min-h-24 overflow-y-auto px-0.5 [scrollbar-width:thin]"
      data-testid="card-list"
      data-card-list
    >
      <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <DraggableCard customer={cards[item.index]!} actions={actions} />
          </div>
        ))}
      </div>
    </div>
  );
}
