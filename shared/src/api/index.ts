export { apiClient, setUnauthorizedHandler } from './api-client.ts';
export { callApi } from './call-api.ts';
export { routeOf } from './route-of.ts';
export {
  apiErrorMessage,
  apiFieldError,
  isNetworkError,
  statusOf,
  toApiError,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  SERVER_ERROR_MESSAGE,
  type ApiError,
} from './api-error.ts';
export { requestsStore, useRequestsInFlight } from './requests-in-flight.ts';
export { serverFormError } from './server-form-error.ts';
export { blankToNull, blankToUndefined, orBlank } from './form-values.ts';
// For tests of modules that need a failed call (stubbed networks build their errors with it).
export { AxiosError } from 'axios';
