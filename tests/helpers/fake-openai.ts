import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How the fake provider behaves for the next requests. */
export interface FakeBehaviour {
  /** 'ok' answers; 'error' answers 500; 'hang' never answers; 'reset' drops the connection. */
  mode: 'ok' | 'error' | 'hang' | 'reset';
  /** Text streamed for a script, in chunks. */
  scriptChunks: string[];
  /** Content of a non-streamed answer (the objections' JSON). */
  objectionContent: string;
  /** When set, the content of a non-streamed answer to this request instead. */
  contentFor?: (body: Record<string, unknown>) => string;
  firstTokenDelayMs: number;
  /** What /audio/transcriptions answers; `refuseOgg` answers an Ogg file 400 as OpenAI does. */
  transcription: { text: string; refuseOgg: boolean };
}

/** One call of /audio/transcriptions, as the provider received it. */
export interface TranscriptionCall {
  model: string;
  language: string | null;
  prompt: string | null;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (streamed SSE and plain
 * JSON), on loopback, standing in for an AI provider in tests and benchmarks.
 */
export class FakeOpenAI {
  readonly requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  readonly transcriptions: TranscriptionCall[] = [];
  behaviour: FakeBehaviour = {
    mode: 'ok',
    scriptChunks: ['## 1. Abertura\n', '[[Oi, {nome}! ', 'Tudo bem?]]\n'],
    objectionContent: '{"responses":[]}',
    firstTokenDelayMs: 0,
    transcription: { text: 'Oi, quanto custa o bolo de pote de chocolate?', refuseOgg: false },
  };
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url?.endsWith('/audio/transcriptions'))
      return this.transcribe(req, res, Buffer.concat(chunks));
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    this.requests.push({ path: req.url ?? '', body });
    const { mode, firstTokenDelayMs } = this.behaviour;
    if (mode === 'hang') return;
    if (mode === 'reset') return void req.socket.destroy();
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ error: { message: 'fake provider failure', type: 'server_error' } }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, firstTokenDelayMs));
    const base = {
      id: 'chatcmpl-fake',
      created: Math.floor(Date.now() / 1000),
      model: String(body.model),
    };
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      for (const content of this.behaviour.scriptChunks) {
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        });
      }
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      });
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: this.behaviour.contentFor?.(body) ?? this.behaviour.objectionContent,
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  /** OpenAI's speech-to-text: a multipart form with `model`, `file`, `language`, `prompt`. */
  private async transcribe(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file') as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    this.transcriptions.push({
      model: form.get('model') as string,
      language: form.get('language') as string | null,
      prompt: form.get('prompt') as string | null,
      fileName: file.name,
      type: file.type,
      bytes,
    });
    const { mode, transcription } = this.behaviour;
    const ogg = new TextDecoder().decode(bytes.subarray(0, 4)) === 'OggS';
    if (mode === 'error' || (transcription.refuseOgg && ogg)) {
      res.writeHead(mode === 'error' ? 500 : 400, { 'content-type': 'application/json' });
      const message =
        mode === 'error'
          ? 'fake provider failure'
          : "Unsupported file format ogg. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']";
      return void res.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: transcription.text, language: 'portuguese', duration: 5.2 }));
  }
}
