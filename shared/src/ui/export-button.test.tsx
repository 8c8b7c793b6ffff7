// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportButton } from './export-button.tsx';
import { UiProvider } from './ui-provider.tsx';

const columns = [{ header: 'Nombre', value: (r: { name: string }) => r.name }];

describe('ExportButton with the rows on screen', () => {
  afterEach(cleanup);

  it('is disabled while the page shows no rows', () => {
    render(
      <UiProvider>
        <ExportButton rows={[]} columns={columns} fileName="alumnos" />
      </UiProvider>,
    );
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is enabled when there are rows', () => {
    render(
      <UiProvider>
        <ExportButton rows={[{ name: 'Ana' }]} columns={columns} fileName="alumnos" dated={false} />
      </UiProvider>,
    );
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
