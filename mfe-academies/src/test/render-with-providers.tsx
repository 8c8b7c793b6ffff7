// The one test renderer lives in shared (shared/src/testing).
export { apiFailure } from '@academias/shared/testing';
