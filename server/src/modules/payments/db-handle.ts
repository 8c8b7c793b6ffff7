/** Moved to the ground floor (db/db-handle.ts); the payment files still import it from here. */
export { type Db, selectRows, sqlList } from '../../db/db-handle.ts';
