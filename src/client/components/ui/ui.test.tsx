import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { LoadError } from './load-error.tsx';
import { Loading } from './loading.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { Spinner } from './spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
import { notify } from '../../lib/notify.ts';
import { Toaster, toast } from './toaster.tsx';

describe('Button', () => {
  it('fires onClick when enabled but not when disabled', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onDelete = vi.fn();
    render(
      <>
        <Button onClick={onSave}>Salvar</Button>
        <Button disabled onClick={onDelete}>
          Excluir
        </Button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });

  it('renders its child with button styles when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/clientes">Ver clientes</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver clientes' });
    expect(link).toHaveAttribute('href', '/clientes');
    expect(link).toHaveClass('border', 'focus-visible:ring-2');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Label', () => {
  it('labels its input', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="nome">Nome do cliente</Label>
        <Input id="nome" />
      </>,
    );
    await user.type(screen.getByLabelText('Nome do cliente'), 'Ana');
    expect(screen.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue('Ana');
  });
});

describe('Dialog', () => {
  it('opens from its trigger and closes with the "Fechar" button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Novo cliente</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cadastrar cliente</DialogTitle>
            <DialogDescription>Preencha os dados.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    const dialog = screen.getByRole('dialog', { name: 'Cadastrar cliente' });
    expect(dialog).toHaveAccessibleDescription('Preencha os dados.');
    expect(dialog).toHaveClass('max-h-[90dvh]', 'overflow-y-auto');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog (the alert dialog)', () => {
  function renderConfirm(onConfirm: () => void) {
    render(
      <ConfirmDialog
        title="Excluir este pedido?"
        description="Essa ação não pode ser desfeita."
        confirmLabel="Excluir"
        onConfirm={onConfirm}
      >
        <Button variant="destructive">Excluir pedido</Button>
      </ConfirmDialog>,
    );
  }

  it('cancel closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Excluir pedido' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Excluir este pedido?' }),
    ).toHaveAccessibleDescription('Essa ação não pode ser desfeita.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('action confirms and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Excluir pedido' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('switches panels on click', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="abertos">
        <TabsList aria-label="Pedidos">
          <TabsTrigger value="abertos">Abertos</TabsTrigger>
          <TabsTrigger value="fechados">Fechados</TabsTrigger>
        </TabsList>
        <TabsContent value="abertos">Lista de abertos</TabsContent>
        <TabsContent value="fechados">Lista de fechados</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de abertos');
    await user.click(screen.getByRole('tab', { name: 'Fechados' }));
    expect(screen.getByRole('tab', { name: 'Fechados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de fechados');
    expect(screen.queryByText('Lista de abertos')).not.toBeInTheDocument();
  });
});

describe('Select', () => {
  it('is labelled and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <Label htmlFor="status">Status</Label>
        <Select onValueChange={onValueChange}>
          <SelectTrigger id="status">
            <SelectValue placeholder="Escolha um status" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="novo">Novo</SelectItem>
            <SelectItem value="pago">Pago</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toHaveTextContent('Escolha um status');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Pago' }));
    expect(onValueChange).toHaveBeenCalledWith('pago');
    expect(trigger).toHaveTextContent('Pago');
  });
});

describe('Spinner', () => {
  it('exposes role status with its label', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Salvando pedido" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Carregando...' })).toHaveTextContent(
      'Carregando...',
    );
    expect(screen.getByRole('status', { name: 'Salvando pedido' })).toBeInTheDocument();
  });
});

describe('Loading and LoadError', () => {
  it('announce what loads, and what failed with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <>
        <Loading label="Carregando clientes..." />
        <LoadError message="Não foi possível carregar os clientes." onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Carregando clientes...' })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os clientes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('Toaster', () => {
  it('shows a toast that the pt-BR close button dismisses', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success('Pedido salvo');
    });
    expect(await screen.findByText('Pedido salvo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    await vi.waitFor(() => expect(screen.queryByText('Pedido salvo')).not.toBeInTheDocument());
  });

  it('shows a toast said again once, not stacked: four "Envio registrado" are one', async () => {
    render(<Toaster />);
    for (let i = 0; i < 4; i++)
      notify.success({ title: 'Envio registrado', description: `Ana ${i}` });
    expect(await screen.findByText('Ana 3')).toBeInTheDocument();
    // The ones it replaced are leaving (sonner marks them removed while they animate out).
    await vi.waitFor(() =>
      expect(document.querySelectorAll('[data-sonner-toast][data-removed="false"]')).toHaveLength(
        1,
      ),
    );
  });

  it('drops from the top on a phone, where the foot of the screen holds the form buttons', async () => {
    const phone = (media: string) => ({
      matches: media.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    });
    vi.stubGlobal('matchMedia', phone);
    render(<Toaster />);
    act(() => {
      toast.error('Campos obrigatórios');
    });
    const shown = await screen.findByText('Campos obrigatórios');
    expect(shown.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  });
});
