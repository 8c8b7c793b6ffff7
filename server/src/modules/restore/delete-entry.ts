/** A delete's audit entry, as "Deshacer" reads it: what the delete kept (`before`) and did (`after`). */
export interface DeleteEntry {
  before: unknown;
  after: unknown;
}
