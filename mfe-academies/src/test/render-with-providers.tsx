// The one test renderer lives in shared (shared/src/testing).
export { apiFailure, renderWithProviders } from '@academias/shared/testing';
