import { and, desc, eq, sql } from 'drizzle-orm';
import type { Phase } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import { FALLBACK_SCRIPT, fillName, parseScript } from '#shared/script-format.ts';
import { stageForPhase, type DueFollowUp, type ScriptStageName } from '#shared/today.ts';
import { writeScript } from '../ai/offline/script-writer.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Db } from '../db/client.ts';
import { scriptsGerados } from '../db/schema.ts';
import { listProducts } from '../products/store.ts';

const MAX_DUE = 100;

interface DueRow {
  id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  fase: Phase;
  produto_interesse: string | null;
  proximo_contato: string;
  days_late: number;
  [key: string]: unknown;
}

const key = (name: string | null) => (name ?? '').trim().toLocaleLowerCase('pt-BR');

/** A seeded random, so one customer's offline message stays the same all day. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>>= 0) % 1_000_000) / 1_000_000;
  };
}

const messageOf = (script: string, stage: ScriptStageName) =>
  parseScript(script).find((s) => s.title.includes(stage))?.messages[0];

/**
 * The member's follow-ups due on `today` or before, overdue first, each with the message that
 * fits its phase: from the member's latest script for the customer's product, else written by
 * the offline engine for that product (or the member's latest one), else the built-in script.
 */
export async function dueFollowUps(db: Db, userId: string, today: string): Promise<DueFollowUp[]> {
  const { rows } = await db.execute<DueRow>(sql`
    select id, nome, telefone, whatsapp, fase, produto_interesse, proximo_contato::text,
      (${today}::date - proximo_contato) as days_late
    from clientes
    where user_id = ${userId} and proximo_contato <= ${today}::date
    order by proximo_contato, nome limit ${MAX_DUE}`);
  if (rows.length === 0) return [];

  const scripts = await db
    .selectDistinctOn([sql`lower(${scriptsGerados.produtoNome})`], {
      produto: scriptsGerados.produtoNome,
      content: scriptsGerados.scriptContent,
    })
    .from(scriptsGerados)
    .where(and(eq(scriptsGerados.userId, userId), sql`${scriptsGerados.produtoNome} is not null`))
    .orderBy(sql`lower(${scriptsGerados.produtoNome})`, desc(scriptsGerados.createdAt));
  const scriptFor = new Map(scripts.map((s) => [key(s.produto), s.content]));
  const products = await listProducts(db, userId);
  const productFor = new Map(products.map((p) => [key(p.nome), p]));

  return rows.map((row) => {
    const stage = stageForPhase[row.fase];
    const fromScript = messageOf(scriptFor.get(key(row.produto_interesse)) ?? '', stage);
    let message = fromScript;
    if (!message) {
      const product = productFor.get(key(row.produto_interesse)) ?? products[0];
      const script = product ? writeScript(product, seeded(`${row.id}:${stage}`)) : FALLBACK_SCRIPT;
      message = messageOf(script, stage) ?? parseScript(FALLBACK_SCRIPT)[0]!.messages[0]!;
    }
    return {
      id: row.id,
      nome: row.nome,
      telefone: row.telefone,
      whatsapp: whatsappOf(row),
      fase: row.fase,
      proximo_contato: row.proximo_contato,
      daysLate: Number(row.days_late),
      stage,
      message: fillName(message, firstName(row.nome)),
      source: fromScript ? 'script' : 'offline',
    };
  });
}
