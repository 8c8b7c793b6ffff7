import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, whereNow } from '../../test/render-at.test-helper.tsx';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(cleanup);

describe('404', () => {
  it('says the page does not exist, with the fixed text, and leads back home', async () => {
    renderAt(<NotFoundPage />, '/notfound');
    expect(screen.getByRole('heading', { name: '404', level: 1 })).toBeTruthy();
    expect(screen.getByText('Requested resource is not available.')).toBeTruthy();
    expect(screen.getByText('La página que buscas no existe o fue movida.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(await whereNow()).toBe('/app/dashboard');
  });
});
