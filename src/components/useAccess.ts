import { useCallback, useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AccessQuestion, Verdict } from '../authProvider/accessNames';
import type { ConsoleAuthProvider } from '../authProvider/authProvider';
import type { Profile } from '../domain/profile';
import { useProfile } from './useProfile';

export interface Access {
  /** The profile is still loading: every answer is a refusal until it is there. */
  isPending: boolean;
  /** authProvider.canAccess's answer with its reason, for the signed-in user. */
  verdict: (question: AccessQuestion) => Verdict;
  /** authProvider.canAccess's answer. */
  can: (question: AccessQuestion) => boolean;
}

const pending: Verdict = { allowed: false, reason: 'noProfile' };

/**
 * authProvider.canAccess, asked synchronously: the auth provider's own decision (`accessVerdict`,
 * the function its canAccess answers with) over the profile ProfileProvider holds. For a screen that
 * needs many answers in one render (a tab list, a command bar, 10,000 tree rows), where react-admin's
 * useCanAccess would send one asynchronous question each; a single answer may use either, they agree
 * (docs/architecture.md "One access question").
 */
export function useAccess(): Access {
  const { profile, isPending } = useProfile();
  return useAccessOf(profile, isPending);
}

/**
 * The same decision for another user's profile: the Access tab explains what canAccess would answer
 * to that user (`subject`), whose requests the sandbox decides with the same rules.
 */
export function useAccessOf(subject: Profile | undefined, isPending = false): Access {
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const decide = authProvider?.accessVerdict;
  const verdict = useCallback((question: AccessQuestion) => (subject && decide ? decide(subject, question) : pending), [subject, decide]);
  return useMemo(() => ({ isPending: isPending || !decide, verdict, can: (q: AccessQuestion) => verdict(q).allowed }), [isPending, decide, verdict]);
}
