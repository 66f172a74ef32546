export { FormDraft, useDraftKey, type FormDraftProps } from './FormDraft';
export { removeAllDrafts, draftsAtSessionEnd } from './draftStore';
export { useKeptOpen, type KeptOpenValue } from './useKeptOpen';
