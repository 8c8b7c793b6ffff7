import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ListExportButton } from './list-export-button.tsx';

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement;
const props = { fileName: 'cobros', columns: [], getRows: vi.fn(async () => []) };

describe('ListExportButton', () => {
  it('is on when the filters match rows, within the cap', () => {
    renderWithProviders(<ListExportButton {...props} total={4321} />);
    expect(button().disabled).toBe(false);
  });

  it('is off with nothing to export or while the list loads', () => {
    renderWithProviders(<ListExportButton {...props} total={0} />);
    expect(button().disabled).toBe(true);
    cleanup();
    renderWithProviders(<ListExportButton {...props} total={undefined} />);
    expect(button().disabled).toBe(true);
  });

  it('past the cap it is off and says why in Spanish', () => {
    renderWithProviders(<ListExportButton {...props} total={12500} />);
    expect(button().disabled).toBe(true);
    expect(
      screen.getByText(
        'Hay 12.500 filas con estos filtros y se pueden exportar hasta 5.000. Acota los filtros (por ejemplo, por fecha o academia) y vuelve a exportar.',
      ),
    ).toBeTruthy();
  });
});
