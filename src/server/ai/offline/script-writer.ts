import { scriptStages } from '#shared/script-format.ts';
import type { ProductInfo } from '../product-info.ts';
import { factsOf, type Facts } from './facts.ts';
import type { Pick, Slot } from './script-lines.ts';
import { stagePlans } from './script-phrases.ts';
import { pick as pickWith } from './text.ts';

/** Longest message the offline engine writes: short enough to read on a phone. */
export const maxMessageLength = 400;

function writeSlot(slot: Slot, facts: Facts, pick: Pick, random: () => number): string | null {
  if (slot.chance !== undefined && random() >= slot.chance) return null;
  for (const tier of slot.tiers) {
    const texts = tier
      .map((line) => line(facts, pick)?.trim())
      .filter((text): text is string => !!text && text.length <= maxMessageLength);
    if (texts.length > 0) return pick(texts);
  }
  return null;
}

/**
 * A complete eight-stage sales script for the product, in the script format: one to three
 * WhatsApp messages per stage, built from the product's own fields, with `{nome}` for the
 * customer's first name. Each call picks among several phrasings, so two scripts differ.
 */
export function writeScript(product: ProductInfo, random: () => number = Math.random): string {
  const facts = factsOf(product);
  const pick: Pick = (items) => pickWith(random, items);
  const stages = scriptStages.map((title, index) => {
    const plan = stagePlans[index]!;
    const messages: string[] = [];
    for (const slot of plan.slots) {
      if (messages.length === 3) break;
      const text = writeSlot(slot, facts, pick, random);
      if (text && !messages.includes(text)) messages.push(text);
    }
    if (messages.length === 0) messages.push('Oi, {nome}! Posso te ajudar com mais alguma coisa?');
    if (plan.emojis.length > 0 && messages[0] && random() < 0.5) {
      messages[0] = `${messages[0]} ${pick(plan.emojis)}`;
    }
    return `## ${index + 1}. ${title}\n${messages.map((m) => `[[${m}]]`).join('\n')}`;
  });
  return `${stages.join('\n')}\n`;
}
