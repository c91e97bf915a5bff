import { Mic } from 'lucide-react';
import { useRef, useState } from 'react';
import { aiMessages } from '#shared/messages.ts';
import {
  AUDIO_MARK,
  AUDIO_WAITING,
  audioLength,
  MAX_REPLY_CHARS,
  type SharePreview,
} from '#shared/conversations.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { TextareaField } from '../components/ui/field.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useAudioWords, useExportAudios } from './api/audio-words.ts';
import { chosenFiles } from './api/create-share.ts';
import { useLimits } from '../limits/api/get-limits.ts';
import { plural } from '../lib/format.ts';

const transcribeFailed = {
  fallback: { title: 'Não foi possível transcrever os áudios. Tente novamente.' },
};
const saveFailed = {
  fallback: { title: 'Não foi possível salvar o texto do áudio. Tente novamente.' },
};

/** '27 de 30 minutos de áudio restantes hoje', beside the other tools' counters. */
function MinutesRemaining() {
  const minutes = useLimits().data?.audioMinutes;
  return (
    <p className="text-sm text-slate-600" data-testid="audio-minutes-remaining">
      {minutes ? `${minutes.remaining} de ${minutes.limit} minutos de áudio restantes hoje` : ''}
    </p>
  );
}

/** Why a note has no words yet, in the seller's terms. */
const whyWaiting = (audio: NonNullable<SharePreview['audio']>) =>
  audio.failed === 'limit'
    ? 'Você já usou os minutos de áudio transcritos hoje.'
    : audio.failed === 'error'
      ? 'Não conseguimos transcrever este áudio agora (os minutos não foram descontados).'
      : null;

/**
 * A customer's voice note: its words (transcribed, or typed by the seller where there is no
 * provider or the transcription failed), editable, since the replies answer exactly them.
 */
export function ShareAudio({ share, cliente }: { share: SharePreview; cliente: string | null }) {
  const audio = share.audio!;
  const words = (share.lastMessages[0]?.text ?? '').replace(AUDIO_MARK, '');
  const waiting = audio.text === 'waiting';
  const [text, setText] = useState(waiting && words === AUDIO_WAITING ? '' : words);
  const save = useAudioWords(share.id, cliente);
  const why = whyWaiting(audio);
  const changed = text.trim() !== '' && text.trim() !== words && text.length <= MAX_REPLY_CHARS;

  return (
    <Card className="grid gap-3 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Mic className="size-5 text-brand-700" aria-hidden />{' '}
        {`${waiting ? 'Áudio recebido' : 'Áudio do cliente'} (${audioLength(audio.seconds)})`}
      </h2>
      {why && <p className="text-sm text-slate-700">{why}</p>}
      {(audio.text === 'transcribed' || audio.failed) && <MinutesRemaining />}
      <TextareaField
        label={
          waiting
            ? 'O que o cliente disse?'
            : audio.text === 'transcribed'
              ? 'Transcrição (confira e corrija se precisar)'
              : 'O que o cliente disse'
        }
        value={text}
        rows={3}
        limit={{ max: MAX_REPLY_CHARS, value: text, quiet: true }}
        placeholder={
          waiting ? 'Ouça o áudio no WhatsApp e escreva aqui o que o cliente pediu.' : undefined
        }
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(text.trim(), {
              onError: (err) => notify.error(errorToast(err, saveFailed)),
            })
          }
        >
          {save.isPending ? 'Salvando...' : waiting ? 'Responder' : 'Salvar correção'}
        </Button>
      </div>
      {waiting && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">
            O WhatsApp pode transcrever para você
          </summary>
          <p className="mt-2">
            No WhatsApp (Android ou iPhone), abra Configurações › Conversas › Transcrições de
            mensagens de voz e ative, escolhendo Português. Depois, toque e segure o áudio, escolha
            Transcrever, copie o texto e cole aqui.
          </p>
        </details>
      )}
    </Card>
  );
}

/**
 * An export with media: 'Transcrever os 4 áudios desta conversa (cerca de 3 min)', ten at a
 * time, newest first, from the .zip the member chose (kept in memory) or chooses again.
 */
export function ExportAudiosCard({
  share,
  cliente,
}: {
  share: SharePreview;
  cliente: string | null;
}) {
  const transcribe = useExportAudios(share.id, cliente);
  const input = useRef<HTMLInputElement>(null);
  const audios = share.exportAudios!;
  const kept = chosenFiles.get(share.id);
  const run = (zip: File) =>
    transcribe.mutate(zip, {
      onSuccess: ({ transcribed, failed, limited }) => {
        if (transcribed > 0) {
          const unread =
            failed === 0
              ? ''
              : failed === 1
                ? '1 não pôde ser lido.'
                : `${failed} não puderam ser lidos.`;
          notify.success({
            title: plural(transcribed, 'áudio transcrito', 'áudios transcritos'),
            ...(unread ? { description: unread } : {}),
          });
        }
        if (limited) notify.error(aiMessages.audioLimit());
        else if (transcribed === 0) {
          notify.error({ title: 'Nenhum áudio pôde ser transcrito agora. Tente novamente.' });
        }
      },
      onError: (err) => notify.error(errorToast(err, transcribeFailed)),
    });
  const label =
    audios.count === 1
      ? `Transcrever o áudio desta conversa (${audios.minutes} min)`
      : audios.count <= 10
        ? `Transcrever os ${audios.count} áudios desta conversa (cerca de ${audios.minutes} min)`
        : 'Transcrever os 10 mais recentes';
  return (
    <Card className="grid gap-2 p-4">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Mic className="size-5 shrink-0 text-brand-700" aria-hidden />
        {`Esta conversa tem ${plural(audios.count, 'áudio', 'áudios')} sem texto (cerca de ${audios.minutes} min).`}
      </p>
      <Button
        className="justify-self-start"
        disabled={transcribe.isPending}
        onClick={() => (kept ? run(kept) : input.current?.click())}
      >
        {transcribe.isPending ? 'Transcrevendo...' : label}
      </Button>
      <MinutesRemaining />
      {!kept && (
        <p className="text-sm text-slate-600">
          O FechaZap não guarda os áudios: escolha de novo o mesmo arquivo .zip da conversa.
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        aria-label="Arquivo .zip da conversa"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) run(file);
        }}
      />
    </Card>
  );
}
