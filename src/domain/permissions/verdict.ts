/**
 * A rule's answer with its reason: whether it allows, the catalogue key of the sentence saying why
 * (`access.because.<reason>`), and the facts that sentence names. A rule that explains itself returns
 * one of these, and its boolean form is built from it, so the explanation and the decision are one rule.
 */
export interface Verdict {
  allowed: boolean;
  reason: string;
  facts?: Record<string, string | number>;
}

export const allow = (reason: string, facts?: Verdict['facts']): Verdict => ({ allowed: true, reason, ...(facts ? { facts } : {}) });
export const deny = (reason: string, facts?: Verdict['facts']): Verdict => ({ allowed: false, reason, ...(facts ? { facts } : {}) });

/** The catalogue key of a verdict's sentence. */
export const verdictKey = (v: Verdict) => `access.because.${v.reason}`;
