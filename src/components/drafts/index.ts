export { useFormDraft, type FormDraftProps } from './useFormDraft';
export { removeAllDrafts, draftsAtSessionEnd } from './draftStore';
export { useKeptDraft } from './useKeptDraft';
