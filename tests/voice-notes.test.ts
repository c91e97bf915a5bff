import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExportAudiosAnswer, ReplyResult, SharePreview } from '../src/shared/conversations.ts';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { oggOpusToWav } from '../src/server/conversations/audio/to-wav.ts';
import { FakeOpenAI } from './helpers/fake-openai.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, sendOk, signedInUser } from './factories.ts';
import { exportFileName } from './helpers/whatsapp-export.ts';

// A customer's voice note (espeak-ng saying "Oi, quanto custa o bolo de pote de chocolate?
// Vocês entregam hoje?", 5.2 s of Opus in Ogg, made as tests/fixtures/audio/SOURCES.md says),
// shared as WhatsApp shares it, transcribed by a local stand-in of the provider.
const note = new Uint8Array(readFileSync('tests/fixtures/audio/nota-de-voz.opus'));
const fake = new FakeOpenAI();
let t: TestApp;
let offline: TestApp;
beforeAll(async () => {
  await fake.start();
  const provider = {
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_TRANSCRIPTION_MODEL: 'fake-whisper',
  };
  [t, offline] = await Promise.all([
    createTestApp(provider, { engine: offlineEngine(0) }),
    createTestApp({}, { engine: offlineEngine(0) }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), offline.close()]);
  await fake.stop();
});
beforeEach(() => {
  fake.transcriptions.length = 0;
  fake.behaviour.mode = 'ok';
  fake.behaviour.transcription.refuseOgg = false;
});

type Member = Awaited<ReturnType<typeof signedInUser>>;

/** Android's share sheet posting a voice note: an .opus WhatsApp names PTT-…, as octet-stream. */
function shareNote(app: TestApp, cookie: string | null, bytes: Uint8Array = note) {
  const form = new FormData();
  form.append('title', 'WhatsApp');
  form.append(
    'files',
    new File([bytes as Uint8Array<ArrayBuffer>], 'PTT-20261129-WA0003.opus', {
      type: 'application/octet-stream',
    }),
  );
  return app.request('/compartilhar', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'none', ...(cookie ? { cookie } : {}) },
    body: form,
    redirect: 'manual',
  });
}

async function sharedNote(app: TestApp, m: Member): Promise<SharePreview> {
  const res = await shareNote(app, m.cookie);
  const location = new URL(res.headers.get('location')!, app.config.APP_URL);
  const id = location.searchParams.get('id');
  expect(id, location.search).not.toBeNull();
  return sendOk<SharePreview>(app, m.cookie, 'GET', `/api/shares/${id}`);
}

const minutesUsed = async (app: TestApp, m: Member) =>
  (await sendOk<{ audioMinutes: { used: number } }>(app, m.cookie, 'GET', '/api/limits'))
    .audioMinutes.used;

/** Every file under `dir` changed since `since` that holds the note's bytes. */
function filesWithAudio(dir: string, since: number): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    try {
      if (
        !entry.isFile() ||
        statSync(file).mtimeMs < since ||
        statSync(file).size > 64 * 1024 * 1024
      )
        continue;
      if (readFileSync(file).includes(Buffer.from(note.subarray(100, 164)))) found.push(file);
    } catch {
      // a file another process removed meanwhile
    }
  }
  return found;
}

async function memberWithBolo(app: TestApp) {
  const m = await signedInUser(app, { name: 'Maria Vendedora' });
  await send(
    app,
    'POST',
    '/api/products',
    m.cookie,
    productInput({ nome: 'Bolo de pote', preco: 'R$ 12,00' }),
  );
  const marcia = await createCustomer(app, m, { nome: 'Márcia Lopes' });
  return { m, marcia };
}

describe('a voice note shared with a provider', () => {
  it('is transcribed in Portuguese with the product and the customer as the spelling prompt, filed and answered; the audio is kept nowhere', async () => {
    const started = Date.now() - 1000;
    const { m, marcia } = await memberWithBolo(t);
    const share = await sharedNote(t, m);

    const [call] = fake.transcriptions;
    expect(call).toMatchObject({ model: 'fake-whisper', language: 'pt' });
    expect(call!.prompt).toContain('Bolo de pote');
    expect(call!.prompt).toContain('Márcia');
    expect(Buffer.from(call!.bytes).equals(Buffer.from(note))).toBe(true);
    expect(share.audio).toEqual({ seconds: 5, text: 'transcribed' });
    expect(share.lastMessages.map((x) => x.text)).toEqual([
      '🎤 0:05 — Oi, quanto custa o bolo de pote de chocolate?',
    ]);
    expect(share.proposal).toMatchObject({ by: 'recent', customerId: marcia.id });
    expect(await minutesUsed(t, m)).toBe(1);

    const replies = await sendOk<ReplyResult>(
      t,
      m.cookie,
      'POST',
      `/api/shares/${share.id}/replies`,
      { customerId: marcia.id },
    );
    expect(replies.replies.map((r) => r.text).join(' ')).toContain('R$ 12,00');
    await sendOk(t, m.cookie, 'POST', `/api/shares/${share.id}/file`, { customerId: marcia.id });
    const { rows } = await t.database.pool.query(
      'select text from conversation_messages where customer_id = $1',
      [marcia.id],
    );
    expect(rows).toEqual([{ text: '🎤 0:05 — Oi, quanto custa o bolo de pote de chocolate?' }]);

    const stored = await t.database.pool.query(
      `select (select count(*) from shares where payload::text like '%OggS%' or length(payload::text) > 4096)::int as shares,
              (select count(*) from conversation_messages where text like '%OggS%')::int as messages`,
    );
    expect(stored.rows[0]).toEqual({ shares: 0, messages: 0 });
    expect([
      ...filesWithAudio(t.config.DATA_DIR, started),
      ...filesWithAudio(os.tmpdir(), started),
    ]).toEqual([]);
  });

  it('sends a 16 kHz mono WAV when the provider refuses Ogg', async () => {
    fake.behaviour.transcription.refuseOgg = true;
    const { m } = await memberWithBolo(t);
    const share = await sharedNote(t, m);
    expect(share.audio?.text).toBe('transcribed');
    const [refused, retried] = fake.transcriptions;
    expect(new TextDecoder().decode(refused!.bytes.subarray(0, 4))).toBe('OggS');
    const wav = Buffer.from(retried!.bytes);
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(retried!.type).toBe('audio/wav');
    expect(wav.readUInt16LE(22)).toBe(1); // one channel
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(await minutesUsed(t, m)).toBe(1);
  });

  it('at the day’s limit, asks the provider nothing and charges nothing; a failure gives the minute back', async () => {
    const { m } = await memberWithBolo(t);
    await t.database.pool.query(
      `insert into user_daily_limits (user_id, date, audio_minutes) values ($1, (now() at time zone 'America/Sao_Paulo')::date, 30)`,
      [m.id],
    );
    const limited = await sharedNote(t, m);
    expect(limited.audio).toEqual({ seconds: 5, text: 'waiting', failed: 'limit' });
    expect(fake.transcriptions).toEqual([]);
    expect(await minutesUsed(t, m)).toBe(30);

    const other = (await memberWithBolo(t)).m;
    fake.behaviour.mode = 'error';
    const failed = await sharedNote(t, other);
    expect(failed.audio).toEqual({ seconds: 5, text: 'waiting', failed: 'error' });
    expect(failed.lastMessages[0]!.text).toBe('🎤 0:05 — [áudio]');
    expect(await minutesUsed(t, other)).toBe(0);
  });

  it('refuses a note far bigger than the length it declares, charging nothing', async () => {
    const { m } = await memberWithBolo(t);
    const padded = new Uint8Array(note.length + 256 * 1024);
    padded.set(note);
    padded.set(note, 256 * 1024); // hours could hide behind a few declared seconds
    const shared = await shareNote(t, m.cookie, padded);
    expect(shared.headers.get('location')).toBe('/compartilhar?erro=AUDIO_NOT_READ');
    expect(fake.transcriptions).toEqual([]);
    expect(await minutesUsed(t, m)).toBe(0);
  });

  it('is refused signed out, since it cannot wait unstored', async () => {
    const res = await shareNote(t, null);
    expect(res.headers.get('location')).toBe('/compartilhar?erro=AUDIO_SIGNED_OUT');
  });
});

describe('an export with media', () => {
  it('transcribes its newest ten voice notes from the zip sent again, in place of their [áudio]', async () => {
    const { m } = await memberWithBolo(t);
    const files: Record<string, Uint8Array> = {
      'IMG-20261120-WA0001.jpg': new Uint8Array(4096).fill(7),
    };
    const lines = ['20/11/2026 10:00 - Márcia Lopes: Oi! Te mandei uns áudios'];
    for (let n = 1; n <= 12; n++) {
      const name = `PTT-20261120-WA${String(n).padStart(4, '0')}.opus`;
      files[name] = note;
      lines.push(
        `20/11/2026 10:${String(n).padStart(2, '0')} - Márcia Lopes: ${name} (arquivo anexado)`,
      );
    }
    files['Conversa do WhatsApp com Márcia Lopes.txt'] = new TextEncoder().encode(lines.join('\n'));
    const zip = new File([zipSync(files, { level: 0 })], exportFileName('Márcia Lopes', 'zip'));
    const form = () => {
      const body = new FormData();
      body.append('file', zip);
      return body;
    };
    const headers = { cookie: m.cookie, origin: t.config.APP_URL };
    const shared = await t.request('/api/shares', { method: 'POST', headers, body: form() });
    const share = (await shared.json()) as SharePreview;
    expect(share.exportAudios).toEqual({ count: 12, minutes: 1 });
    expect(fake.transcriptions).toEqual([]); // nothing until the seller asks

    const res = await t.request(`/api/shares/${share.id}/audios`, {
      method: 'POST',
      headers,
      body: form(),
    });
    const done = (await res.json()) as ExportAudiosAnswer;
    expect(done).toMatchObject({ transcribed: 10, failed: 0, limited: false });
    expect(done.share.exportAudios).toEqual({ count: 2, minutes: 1 });
    const texts = done.share.lastMessages.map((x) => x.text);
    expect(texts.at(-1)).toBe('🎤 0:05 — Oi, quanto custa o bolo de pote de chocolate?');
    expect(texts.slice(1, 3)).toEqual(['[áudio]', '[áudio]']); // the two oldest wait
    expect(fake.transcriptions[0]!.prompt).toContain('Márcia');
    expect(await minutesUsed(t, m)).toBe(10);
  });
});

describe('a voice note without a provider', () => {
  it('waits for the seller to say what the customer said, then answers it', async () => {
    const { m, marcia } = await memberWithBolo(offline);
    const share = await sharedNote(offline, m);
    expect(share.audio).toEqual({ seconds: 5, text: 'waiting' });
    const typed = await sendOk<SharePreview>(
      offline,
      m.cookie,
      'PATCH',
      `/api/shares/${share.id}/audio`,
      {
        text: 'quanto custa o bolo de pote?',
      },
    );
    expect(typed.audio?.text).toBe('typed');
    expect(typed.lastMessages[0]!.text).toBe('🎤 0:05 — quanto custa o bolo de pote?');
    const replies = await sendOk<ReplyResult>(
      offline,
      m.cookie,
      'POST',
      `/api/shares/${share.id}/replies`,
      { customerId: marcia.id },
    );
    expect(replies.replies.map((r) => r.text).join(' ')).toContain('R$ 12,00');
    const empty = await send(offline, 'PATCH', `/api/shares/${share.id}/audio`, m.cookie, {
      text: ' ',
    });
    expect(empty.status).toBe(400);
  });
});

describe('the Ogg/Opus decoder', () => {
  it('decodes the committed note to 5.2 s of speech at 16 kHz', async () => {
    const wav = Buffer.from(await oggOpusToWav(note));
    const samples = (wav.length - 44) / 2;
    expect(samples / 16_000).toBeCloseTo(5.2, 1);
    let energy = 0;
    for (let i = 44; i < wav.length; i += 2) energy += (wav.readInt16LE(i) / 0x7fff) ** 2;
    expect(Math.sqrt(energy / samples)).toBeGreaterThan(0.02); // speech, not silence
  });
});
