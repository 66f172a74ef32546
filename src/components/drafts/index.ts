export { FormDraft, useDraftKey, type FormDraftProps } from './FormDraft';
export { useFormDraft } from './useFormDraft';
export { removeAllDrafts, draftsAtSessionEnd } from './draftStore';
export { useKeptOpen, type KeptOpenValue } from './useKeptOpen';
