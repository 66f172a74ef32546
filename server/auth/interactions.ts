import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/database';
import { validated } from '../http/validate';
import { checkCredentials } from './credentials';
import { errorPage, loginPage, pageCsp } from './loginPage';
import { registerPasswordChange } from './passwordChange';
import { named } from '../http/pluginName';

const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }).strict();
const loginBody = z.object({ email: z.string().max(320), password: z.string().max(1024) }).strict();

/**
 * The sign-in pages the authority sends browsers to: GET shows the form (or grants consent at
 * once: the console is first party), POST checks the credentials and resumes the authorization.
 */
export async function registerInteractions(app: FastifyInstance, { provider, db, publicUrl }: { provider: Provider; db: Db; publicUrl: string }) {
  const csp = pageCsp([new URL(publicUrl).origin]);
  const sendHtml = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Content-Security-Policy', csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  const details = async (request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | undefined> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch (err) {
      request.log.info({ err }, 'interaction not found');
    }
    sendHtml(reply, 400, errorPage('This sign-in page has expired. Return to the console to sign in again.', `${publicUrl}/`));
    return undefined;
  };

  const action = (uid: string) => `/authority/interaction/${uid}/login`;

  await app.register(
    named(async (scope) => {
      await scope.register(formbody);
      const askNewPassword = registerPasswordChange(scope, { provider, db, details, sendHtml });

      scope.get(
        '/authority/interaction/:uid',
        validated({ params: uidParams }, async ({ params }, request, reply) => {
          const interaction = await details(request, reply, params.uid);
          if (!interaction) return reply;
          if (interaction.prompt.name === 'login') return sendHtml(reply, 200, loginPage({ action: action(params.uid) }));
          if (interaction.prompt.name !== 'consent') {
            return sendHtml(reply, 400, errorPage('This sign-in step is not supported.', `${publicUrl}/`));
          }
          const grantId = await grantEverythingAsked(provider, interaction);
          const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
          return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
        }),
      );

      scope.post(
        '/authority/interaction/:uid/login',
        validated({ params: uidParams, body: loginBody }, async ({ params, body }, request, reply) => {
          const interaction = await details(request, reply, params.uid);
          if (!interaction) return reply;
          const result = await checkCredentials(db, body.email, body.password, { client: request.ip, throttle: app.sandbox.signInThrottle });
          if (!result.ok) {
            return sendHtml(reply, 200, loginPage({ action: action(params.uid), email: body.email, error: result.message }));
          }
          if (result.mustChangePassword) return askNewPassword(reply, params.uid, result.userId);
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId: result.userId, remember: false } },
            { mergeWithLastSubmission: false },
          );
          return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
        }),
      );
    }, 'interactions'),
  );
}

/** First-party client: the consent prompt is answered with everything the console asked for. */
async function grantEverythingAsked(provider: Provider, interaction: Interaction): Promise<string> {
  const {
    prompt: { details },
    params,
    session,
    grantId,
  } = interaction;
  const grant =
    (grantId && (await provider.Grant.find(grantId))) || new provider.Grant({ accountId: session!.accountId, clientId: params.client_id });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries((details.missingResourceScopes ?? {}) as Record<string, string[]>)) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
