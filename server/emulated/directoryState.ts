import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { organizationIdSchema, type Profile } from '../../src/domain';
import { requireOrgAccess } from '../auth/guards';
import type { SandboxContext } from '../context';
import { forbidden } from '../http/errors';

/**
 * The emulated directory pages change state (a granted consent lets an organization
 * connect the tenant; an accepted sign-in hands out a graph token and restores service principals).
 * Like the real directory, which only acts for a signed-in session, they act only with a state value
 * the sandbox issued to the signed-in console session: random, single-use, ten minutes, bound to the
 * user. It travels as an HttpOnly, SameSite=Strict cookie limited to /emulated, set on the answer of
 * GET …/azureApplications/preferred, the authenticated call the console makes right before it sends
 * the browser to either page, so the console sends nothing new. At the decision the state is taken
 * (used up) and the user it was issued to must manage the organization concerned, else 403 and
 * nothing changes.
 */
export const DIRECTORY_STATE_COOKIE = 'directory_state';
export const DIRECTORY_STATE_SECONDS = 600;
const MAX_OPEN_STATES = 10_000;

export class DirectoryStates {
  private readonly open = new Map<string, { userId: string; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(userId: string): string {
    const t = this.now();
    for (const [value, s] of this.open) if (s.expires <= t || this.open.size >= MAX_OPEN_STATES) this.open.delete(value);
    const value = randomBytes(32).toString('base64url');
    this.open.set(value, { userId, expires: t + DIRECTORY_STATE_SECONDS * 1000 });
    return value;
  }

  /** The user the state was issued to, once: undefined when missing, unknown, used or expired. */
  take(value: string | undefined): string | undefined {
    const s = value === undefined ? undefined : this.open.get(value);
    if (value !== undefined) this.open.delete(value);
    return s && s.expires > this.now() ? s.userId : undefined;
  }
}

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DIRECTORY_STATE_COOKIE) return rest.join('=');
  }
  return undefined;
}

const attributes = (publicUrl: string) => `Path=/emulated; HttpOnly; SameSite=Strict${publicUrl.startsWith('https:') ? '; Secure' : ''}`;

/** Sets a fresh state for the signed-in caller on this answer. */
export function issueDirectoryState(sandbox: SandboxContext, reply: FastifyReply, profile: Profile): void {
  const value = sandbox.directoryStates.issue(profile.userId);
  reply.header('Set-Cookie', `${DIRECTORY_STATE_COOKIE}=${value}; Max-Age=${DIRECTORY_STATE_SECONDS}; ${attributes(sandbox.publicUrl)}`);
}

const refused = () =>
  forbidden(
    'This page needs a sign-in started from the console: the request carries no valid state (missing, used or expired). Start again from the console.',
  );

/**
 * Takes the request's state (used up whatever follows, and cleared in the browser) and answers the
 * profile of the user it was issued to, who must manage the organization `orgIdOf` names; else 403.
 */
export function takeDirectoryState(
  sandbox: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  orgIdOf: () => number | undefined,
): Profile {
  const userId = sandbox.directoryStates.take(cookieOf(request));
  reply.header('Set-Cookie', `${DIRECTORY_STATE_COOKIE}=; Max-Age=0; ${attributes(sandbox.publicUrl)}`);
  const profile = userId === undefined ? undefined : sandbox.loadProfile(userId);
  const orgId = orgIdOf();
  if (!profile || orgId === undefined) throw refused();
  try {
    requireOrgAccess(sandbox.orgIndex.current(), profile, orgId, 'manage');
  } catch {
    throw refused();
  }
  return profile;
}

/** The organization a consent's `state` names (the console sends the organization id), if it is a decimal id. */
export function organizationOfState(state: string): number | undefined {
  const parsed = organizationIdSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}
