/**
 * The facts of a reason met at apply (docs/api.md "Change jobs"): a target skipped because the
 * requester lost the right keeps the names its sentence needs, as the preview's targets do, so the
 * console words every reason in the reader's language.
 */
export const sql = `
ALTER TABLE change_ledger ADD COLUMN reason_facts_json TEXT;
`;
