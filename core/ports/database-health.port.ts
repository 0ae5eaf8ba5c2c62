/** Readiness: can the database answer right now? */
export interface DatabaseHealth {
  ping(): Promise<boolean>;
}
