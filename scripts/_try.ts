import { readFileSync } from 'node:fs';
import { productInfo } from '../src/server/ai/product-info.ts';
import { writeOfflineReplies } from '../src/server/ai/offline/reply-writer.ts';
import { writeObjectionAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { customerIntent } from '../src/server/ai/offline/reply-intent.ts';
import { seeded } from '../tests/helpers/seeded.ts';
const set = JSON.parse(readFileSync('tests/fixtures/real/customer-messages/messages.json', 'utf8'));
const [kind, text, what = 'replies'] = process.argv.slice(2);
const now = new Date('2026-06-24T17:30:00Z');
const product = productInfo(set.kinds[kind!].product);
const messages = [
  { author: 'seller' as const, at: new Date(now.getTime() - 864e5).toISOString(), text: 'Oi, tudo bem? Pode me chamar por aqui sempre que precisar.' },
  { author: 'customer' as const, at: now.toISOString(), text: text! },
];
console.log('intent:', customerIntent(messages));
if (what === 'replies') for (const r of writeOfflineReplies({ product, customer: { nome: 'Camila', fase: 'contacted', valor: null, observacoes: null }, messages, sellerSamples: [] }, now)) console.log('-', r);
else for (const a of writeObjectionAnswers({ product, customerNeeds: '', objection: text! }, seeded(1))) console.log('*', a.title, '—', a.content);
