import { createContext } from 'react';

/**
 * How a react-admin <Form> inside a guarded dialog tells the guard whether it holds unsaved input
 * (its isDirty, reported by FormDraft; null when the form goes), so that the guard asks from the
 * form's own state rather than from the keys it saw typed.
 */
export const FormDirtyContext = createContext<((form: string, dirty: boolean | null) => void) | null>(null);
