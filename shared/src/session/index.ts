export {
  DATA_TYPE_KEY,
  SESSION_KEY,
  hasStoredSession,
  readStoredSession,
  sessionStore,
  useSession,
  userKindOf,
  type Session,
  type UserKind,
} from './session-store.ts';
export { accessRuleFor, canOpenPath, pathAccess } from './access.ts';
