import { reportsEndpoints } from '@academias/shared/contract/reports';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from './dashboard-routes.ts';

describe("Inicio's calls", () => {
  it('are the contract calls (kept as literals so Inicio does not load the contract)', () => {
    for (const [key, route] of Object.entries(dashboardRoutes)) {
      const endpoint = reportsEndpoints[key as keyof typeof dashboardRoutes];
      expect({ name: route.name, method: route.method, path: route.path }).toEqual({
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
