import { readFileSync } from 'node:fs';
import { productInfo } from '../src/server/ai/product-info.ts';
import { readReply } from '../src/server/ai/offline/reading.ts';
const set = JSON.parse(readFileSync('tests/fixtures/real/customer-messages/messages.json', 'utf8'));
const [kind, text] = process.argv.slice(2);
const r = readReply({ product: productInfo(set.kinds[kind!].product), customer: { nome: 'A', fase: 'contacted', valor: null, observacoes: null }, messages: [{ author: 'customer', at: new Date().toISOString(), text: text! }], sellerSamples: [] });
console.log(r.intent, JSON.stringify(r.turn), r.product, r.more);
