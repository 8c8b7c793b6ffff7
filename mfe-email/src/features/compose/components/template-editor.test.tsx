import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TemplateEditor } from './template-editor.tsx';

afterEach(cleanup);

// Rendering TipTap in happy-dom is slow on a shared machine.
describe('TemplateEditor', { timeout: 30_000 }, () => {
  it('names every missing field in Spanish and saves nothing', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<TemplateEditor template={null} onSaved={onSaved} onDeleted={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    expect(await screen.findByText('Escribe un nombre para la plantilla.')).toBeTruthy();
    expect(screen.getByText('Escribe el asunto.')).toBeTruthy();
    expect(screen.getByText('Escribe el contenido del correo.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('inserts a merge field into the subject where the cursor is', async () => {
    renderWithProviders(<TemplateEditor template={null} onSaved={() => {}} onDeleted={() => {}} />);
    const subject = screen.getByRole('textbox', { name: 'Asunto' });
    await userEvent.type(subject, 'Hola ');
    await userEvent.click(screen.getByRole('button', { name: 'Insertar Nombre en asunto' }));
    expect((subject as HTMLInputElement).value).toBe('Hola {{nombre}}');
  });

  it('shows an administrator template to a teacher read-only', () => {
    renderWithProviders(
      <TemplateEditor
        template={{
          id: 1,
          name: 'Aviso',
          subject: 'Hola',
          html: '<p>Hola</p>',
          authorId: 1,
          authorName: 'Ana',
          canEdit: false,
          updatedAt: '2026-01-01T00:00:00Z',
        }}
        onSaved={() => {}}
        onDeleted={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Guardar plantilla' })).toBeNull();
    expect(screen.getByText(/puedes usarla, pero no modificarla/)).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Formato del texto' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Contenido' }).getAttribute('contenteditable')).toBe(
      'false',
    );
  });
});
