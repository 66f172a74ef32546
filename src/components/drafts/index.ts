export { useFormDraft, type FormDraftProps } from './useFormDraft';
export { removeAllDrafts, draftsAtSessionEnd, announceRestored } from './draftStore';
export { useStateDraft } from './useStateDraft';
export { useKeptDraft } from './useKeptDraft';
export { useKeptOpen, type KeptOpenValue } from './useKeptOpen';
