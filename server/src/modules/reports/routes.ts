import { reportsEndpoints as api } from '@academias/shared/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../auth/current-user.ts';
import { unauthorized } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { adminDashboard, studentDashboard, teacherDashboard } from './dashboards.ts';
import {
  academiesMonthlyReport,
  academiesReport,
  academyDetail,
  statementFor,
} from './report-handlers.ts';
import { transbankReport } from './transbank-report.ts';
import { usersReport } from './users-report.ts';

/**
 * `registerEndpoint` already refuses anonymous callers of these endpoints; the contract's
 * `access` is typed as `Role[]`, so the handler's user type stays nullable and this narrows it.
 */
const signedIn = (user: CurrentUser | null): CurrentUser => {
  if (!user) throw unauthorized();
  return user;
};

/** Dashboards and reports (docs/design.md §11 for who sees what). */
export const reportsModule = (app: FastifyInstance) => {
  registerEndpoint(app, api.getDashboard, ({ db, query }) =>
    adminDashboard(db, { month: query.month }),
  );

  registerEndpoint(app, api.getDashboardType, ({ db, user: caller, body }) => {
    const user = signedIn(caller);
    if (user.role === 'admin') return adminDashboard(db, { month: body.month });
    if (user.role === 'teacher')
      return teacherDashboard(
        db,
        { id: user.id, academyIds: user.academyIds },
        { month: body.month },
      );
    return studentDashboard(db, user.studentIds, {});
  });

  registerEndpoint(app, api.getAcademiesReportByMonth, ({ db, user: caller, body }) =>
    academiesMonthlyReport(db, signedIn(caller), { from: body.month, to: body.month }),
  );
  registerEndpoint(app, api.getDataReportAcademies, ({ db, user: caller, query }) =>
    academiesMonthlyReport(db, signedIn(caller), query),
  );
  registerEndpoint(app, api.getAcademiesReport, ({ db, user: caller, query }) =>
    academiesReport(db, signedIn(caller), query),
  );
  registerEndpoint(app, api.getAcademiesReportByAcademyId, ({ db, user: caller, params, query }) =>
    academyDetail(db, signedIn(caller), params.id, query),
  );

  registerEndpoint(app, api.getReportUsers, ({ db, query }) => usersReport(db, query));
  registerEndpoint(app, api.getReportByIdUser, ({ db, user: caller, params, body }) =>
    statementFor(db, signedIn(caller), params.id, body),
  );
  registerEndpoint(app, api.getReportTransbank, ({ db, query }) => transbankReport(db, query));
};
