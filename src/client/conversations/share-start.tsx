import { ClipboardPaste, Contact, FileUp } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { customerOptions } from '../customers/api/get-customer.ts';
import type { SharePreview } from '#shared/conversations.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { TextareaField } from '../components/ui/field.tsx';
import { ShareFromWhatsAppCard } from '../components/share-from-whatsapp-card.tsx';
import { cn } from '../lib/cn.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useCreateShare, type NewShare, type PickedContact } from './api/create-share.ts';

/** What the file chooser offers: an exported chat (.txt, .zip) or contacts (.vcf). */
const ACCEPTED =
  '.txt,.zip,.vcf,.opus,.ogg,.m4a,.mp3,text/plain,application/zip,text/vcard,text/x-vcard,audio/*';

const readFailed = {
  fallback: { title: 'Não foi possível ler a conversa. Tente novamente.' },
  withMessage: (message: string) => ({ title: message }),
  offline: {
    title: 'Você está sem internet',
    description: 'O que você colou continua aqui: toque em Colar conversa quando a conexão voltar.',
  },
};

/** The Contact Picker of Chrome on Android; not in the DOM's types yet. */
interface ContactsManager {
  select(properties: string[], options: { multiple: boolean }): Promise<PickedContact[]>;
}
const contactPicker = (): ContactsManager | null =>
  'contacts' in navigator
    ? (navigator as Navigator & { contacts: ContactsManager }).contacts
    : null;
/** Read after hydration: the server's render has no picker, so the first paint matches it. */
const useContactPicker = () =>
  useSyncExternalStore(
    () => () => undefined,
    contactPicker,
    () => null,
  );

/**
 * Nothing shared yet: paste the messages, choose or drop an exported chat or a contact, or
 * (where the browser has it) pick contacts from the phone.
 */
export function ShareStart({ cliente = null }: { cliente?: string | null }) {
  const navigate = useNavigate();
  const createShare = useCreateShare(cliente);
  const [text, setText] = useState('');
  const busy = createShare.isPending;

  const send = (share: NewShare) =>
    createShare.mutate(share, {
      onSuccess: (preview: SharePreview) =>
        void navigate(
          `/compartilhar?id=${encodeURIComponent(preview.id)}${cliente ? `&cliente=${encodeURIComponent(cliente)}` : ''}`,
        ),
      onError: (err) => notify.error(errorToast(err, readFailed)),
    });

  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-4">
        {cliente && <ForCustomer id={cliente} />}
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) send({ text });
          }}
        >
          <TextareaField
            label="Colar conversa"
            hint="Copie as mensagens no WhatsApp (no celular, toque e segure a mensagem e escolha Copiar) e cole aqui."
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={busy}
            placeholder="Ex.: Oi, qual o valor do kit?"
          />
          <Button type="submit" className="justify-self-start" disabled={busy || !text.trim()}>
            <ClipboardPaste aria-hidden /> {busy ? 'Lendo...' : 'Colar conversa'}
          </Button>
        </form>
      </Card>
      <FileDrop disabled={busy} onFile={(file) => send({ file })} />
      <ContactsButton disabled={busy} onContacts={(contacts) => send({ contacts })} />
      <ShareFromWhatsAppCard />
    </div>
  );
}

/** Opened from a customer's page: whose history the pasted conversation goes to. */
function ForCustomer({ id }: { id: string }) {
  const customer = useQuery(customerOptions(id));
  if (!customer.data) return null;
  return (
    <p className="text-sm font-medium text-slate-900">
      A conversa vai para o histórico de {customer.data.nome}.
    </p>
  );
}

function FileDrop({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border border-dashed p-4',
        over ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
    >
      <p id={hint} className="text-sm text-slate-700">
        Conversa exportada do WhatsApp (.txt ou .zip), contato (.vcf) ou áudio do cliente: escolha o
        arquivo ou arraste para cá.
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-label="Arquivo da conversa ou do contato"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outline"
        className="justify-self-start"
        aria-describedby={hint}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden /> Escolher arquivo
      </Button>
    </div>
  );
}

function ContactsButton({
  disabled,
  onContacts,
}: {
  disabled: boolean;
  onContacts: (contacts: PickedContact[]) => void;
}) {
  const picker = useContactPicker();
  const hint = useId();
  if (!picker) return null;
  return (
    <Card className="grid gap-2 p-4">
      <p id={hint} className="text-sm text-slate-700">
        Escolha um ou mais contatos do celular para virar clientes no quadro.
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        aria-describedby={hint}
        disabled={disabled}
        onClick={() =>
          void picker
            .select(['name', 'tel', 'email'], { multiple: true })
            .then((contacts) => contacts.length > 0 && onContacts(contacts))
            // Closing the picker without choosing is no error.
            .catch(() => undefined)
        }
      >
        <Contact aria-hidden /> Escolher dos contatos
      </Button>
    </Card>
  );
}
