import { type RowSelection, SelectionExportButton } from '@academias/shared/ui';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { chargeExportColumns } from '../charge-export.ts';
import { selectedChargeRows } from './selected-charge-rows.ts';
import { calls, recordingCallApi } from './recorded-api-calls.test-helper.ts';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi(recordingCallApi);

const selection = (keys: number[], allOfFilter = false) =>
  ({
    keys: new Set(keys),
    allOfFilter,
    count: (total: number) => (allOfFilter ? total : keys.length),
  }) as unknown as RowSelection;

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('Exportar selección', { timeout: 30_000 }, () => {
  it('is absent with nothing ticked', () => {
    renderWithProviders(
      <SelectionExportButton
        selection={selection([])}
        total={40}
        fileName="cobros-seleccion"
        columns={chargeExportColumns}
        getRows={() => selectedChargeRows(selection([]), { open: 'true' })}
      />,
    );
    expect(screen.queryByRole('button', { name: /Exportar selección/ })).toBeNull();
  });

  it('offers the ticked count and exports only the ticked charges, asked by id', async () => {
    renderWithProviders(
      <SelectionExportButton
        selection={selection([12, 11])}
        total={40}
        fileName="cobros-seleccion"
        columns={chargeExportColumns}
        getRows={() => selectedChargeRows(selection([12, 11]), { open: 'true' })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Exportar selección (2)' })).toBeTruthy();
    await selectedChargeRows(selection([12, 11]), { open: 'true' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: 'getCharges', query: { ids: '12,11' } });
    expect(calls[0]!.query).not.toHaveProperty('open');
  });

  it('"all of this filter" exports the filter itself', async () => {
    await selectedChargeRows(selection([], true), { open: 'true', academyId: 2 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatchObject({ open: 'true', academyId: 2 });
    expect(calls[0]!.query).not.toHaveProperty('ids');
  });
});
