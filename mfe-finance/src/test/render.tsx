// The one test renderer lives in shared (shared/src/testing).
export { renderWithProviders } from '@academias/shared/testing';
