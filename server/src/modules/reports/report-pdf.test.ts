import { formatClp } from '@academias/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { academiesReport, statementFor } from './report-handlers.ts';
import { type Fixture, fixtureNow, seedReportFixture } from './report-fixture.test-helper.ts';
import { renderReportPdf } from './report-pdf.ts';
import { transbankReport } from './transbank-report.ts';

let database: Database;
let fixture: Fixture;
let admin: CurrentUser;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = await seedReportFixture(database.db);
  admin = {
    id: fixture.adminId,
    type: 0,
    role: 'admin',
    name: 'Admin',
    academyIds: [],
    studentIds: [],
    sessionId: 's',
  };
});
afterAll(() => database.close());

describe('renderReportPdf', () => {
  it('academies: the PDF holds the same totals and academy figures as the screen', async () => {
    const filters = { from: '2026-01', to: '2026-10' };
    const screen = await academiesReport(database.db, admin, filters);
    const pdf = await renderReportPdf({
      db: database.db,
      user: admin,
      kind: 'academies',
      filters,
      now: fixtureNow,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Reporte de academias');
    expect(text).toContain('enero 2026 a octubre 2026');
    for (const value of [screen.totals.revenue, screen.totals.commission, screen.totals.net])
      expect(text).toContain(formatClp(value));
    for (const row of screen.rows) {
      expect(text).toContain(row.academyName);
      expect(text).toContain(formatClp(row.revenue));
    }
  });

  it('transbank: month totals and commission', async () => {
    const filters = { startDate: '2026-05-01', endDate: '2026-07-31' };
    const screen = await transbankReport(database.db, { ...filters, page: 1, pageSize: 1 });
    const text = await pdfText(
      await renderReportPdf({ db: database.db, user: admin, kind: 'transbank', filters }),
    );
    expect(text).toContain('Reporte Transbank');
    for (const m of screen.byMonth) {
      expect(text).toContain(formatClp(m.amount));
      expect(text).toContain(formatClp(m.commission));
    }
    expect(text).toContain(formatClp(screen.totals.net));
  });

  it('user statement: balances as on screen; another student cannot get it', async () => {
    const id = fixture.studentIds[3]!;
    const filters = { id: String(id), startDate: '2026-01-01', endDate: '2026-06-30' };
    const screen = await statementFor(database.db, admin, id, {
      startDate: filters.startDate,
      endDate: filters.endDate,
    });
    const text = await pdfText(
      await renderReportPdf({ db: database.db, user: admin, kind: 'user', filters }),
    );
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain(formatClp(screen.closingBalance));
    expect(text).toContain(formatClp(screen.paid));
    const student: CurrentUser = {
      ...admin,
      id: fixture.studentIds[0]!,
      role: 'other',
      type: 2,
      studentIds: [fixture.studentIds[0]!],
    };
    await expect(
      renderReportPdf({ db: database.db, user: student, kind: 'user', filters }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      renderReportPdf({ db: database.db, user: student, kind: 'transbank', filters }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('bad kind or range: Spanish 400 naming the field', async () => {
    const bad = renderReportPdf({ db: database.db, user: admin, kind: 'nada', filters: {} });
    await expect(bad).rejects.toBeInstanceOf(HttpError);
    await expect(bad).rejects.toMatchObject({ statusCode: 400, field: 'report' });
    await expect(
      renderReportPdf({
        db: database.db,
        user: admin,
        kind: 'transbank',
        filters: { startDate: '2026-05-01', endDate: '2026-04-01' },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'endDate',
      message: expect.stringMatching(/posterior/),
    });
  });
});
