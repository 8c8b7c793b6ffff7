// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { JobRun, SystemStatus } from '@academias/shared/contract/system';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SystemStatusPage from './system-status-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const status: SystemStatus = {
  checkedAt: '2026-10-15T12:00:00.000Z',
  environment: 'production',
  database: 'postgres',
  checks: [{ key: 'correo', title: 'Correo', state: 'aviso', messages: ['Falta el remitente.'] }],
  jobs: [
    {
      name: 'charges.generate',
      title: 'Generar cobros del mes',
      schedule: { daily: '03:00' },
      nextRunAt: '2026-10-16T06:00:00.000Z',
      running: false,
      lastStartedAt: '2026-10-15T06:00:00.000Z',
      lastFinishedAt: '2026-10-15T06:00:02.000Z',
      lastSuccessAt: '2026-10-15T06:00:02.000Z',
      lastCounts: { creados: 12 },
      lastError: null,
      recentRuns: [],
    },
  ],
};
const run: JobRun = {
  id: 9,
  job: 'charges.generate',
  trigger: 'manual',
  instance: 'web-1',
  startedAt: '2026-10-15T12:01:00.000Z',
  finishedAt: '2026-10-15T12:01:01.000Z',
  counts: { creados: 3 },
  error: null,
};

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

describe('Estado del sistema', { timeout: 30_000 }, () => {
  it('shows the checks and jobs, and runs a job now', async () => {
    callApiMock.mockImplementation(
      answerCalls({ getSystemStatus: () => status, runJobNow: () => run }),
    );
    renderWithProviders(<SystemStatusPage />);
    expect(await screen.findByText('Falta el remitente.')).toBeTruthy();
    expect(
      screen.getByText('Ambiente: producción · Base de datos: PostgreSQL', { exact: false }),
    ).toBeTruthy();
    const job = screen.getByRole('article', { name: 'Generar cobros del mes' });
    expect(within(job).getByText('Todos los días a las 03:00 (hora de Chile)')).toBeTruthy();
    expect(within(job).getByText('creados: 12')).toBeTruthy();

    fireEvent.click(
      within(job).getByRole('button', { name: 'Ejecutar ahora: Generar cobros del mes' }),
    );
    expect(await screen.findByText('Generar cobros del mes: ejecutada')).toBeTruthy();
    expect(screen.getByText('creados: 3')).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'runJobNow' }), {
      body: { data: { job: 'charges.generate' } },
    });
  });

  it('says in Spanish why a job could not run', async () => {
    callApiMock.mockImplementation(
      answerCalls({
        getSystemStatus: () => status,
        runJobNow: () => {
          throw apiFailure(409, { message: 'La tarea ya se está ejecutando.' });
        },
      }),
    );
    renderWithProviders(<SystemStatusPage />);
    const job = await screen.findByRole('article', { name: 'Generar cobros del mes' });
    fireEvent.click(
      within(job).getByRole('button', { name: 'Ejecutar ahora: Generar cobros del mes' }),
    );
    expect(await screen.findByText('Generar cobros del mes: falló')).toBeTruthy();
    expect(screen.getByText('La tarea ya se está ejecutando.')).toBeTruthy();
  });

  it('shows the server’s Spanish error when the status cannot be read', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(403, { message: 'No tienes permiso para esta acción.' }),
    );
    renderWithProviders(<SystemStatusPage />);
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('No se pudo cargar el estado del sistema')).toBeTruthy(),
    );
  });
});
