import type { FastifyInstance, FastifyReply } from 'fastify';
import { formOf, pathOf, queryOf } from './body.ts';
import type { Sandbox } from './context.ts';
import { type ConsentPage, consentPage, errorPage, withParams } from './html.ts';

/** Sends a server-rendered page of the consent flow. */
export function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * One plain OAuth2 authorization-code consent (`client_id`, `redirect_uri`, `state`): the page at `path`
 * and its `/approve` step, which answers 302 to `redirect_uri` with `code` and `state`.
 * Platforms with their own link checks (Shopee's signed link, TikTok's service id) keep their own routes.
 */
export type OAuthConsent = {
  path: string;
  /** Title of the error page. */
  failTitle: string;
  /** The app's client id, and what the page says when `client_id` is another. */
  clientId: string;
  unknownClient: string;
  /** Whether `response_type=code` must be sent. */
  requireResponseType: boolean;
  page(q: Record<string, string>): Omit<ConsentPage, 'prefix' | 'appName' | 'action'>;
  /** The chosen subject (shop or person) id, when it exists. */
  choose(id: string): string | undefined;
  /** The message when nothing valid was chosen. */
  chooseMessage: string;
  issueCode(subject: string, fields: Record<string, string>): string;
};

export function oauthConsentRoutes(app: FastifyInstance, sandbox: Sandbox, consent: OAuthConsent) {
  /** Why the request (query, or the posted form) cannot be served, or null. */
  const problem = (q: Record<string, string>) => {
    if (q.client_id !== consent.clientId) return consent.unknownClient;
    if (consent.requireResponseType && q.response_type !== 'code') return 'response_type harus "code".';
    if (!q.redirect_uri || !URL.canParse(q.redirect_uri)) return 'redirect_uri tidak valid.';
    return null;
  };
  const fail = (reply: FastifyReply, message: string) =>
    sendHtml(reply, errorPage(sandbox.prefix, consent.failTitle, message), 400);

  app.get(consent.path, async (request, reply) => {
    const q = queryOf(request);
    const reason = problem(q);
    if (reason) return fail(reply, reason);
    return sendHtml(
      reply,
      consentPage({
        prefix: sandbox.prefix,
        appName: 'Booster',
        action: `${pathOf(request)}/approve`,
        ...consent.page(q),
      }),
    );
  });

  app.post(`${consent.path}/approve`, async (request, reply) => {
    const fields = formOf(request);
    const reason = problem(fields);
    const subject = consent.choose(fields.shop_id ?? '');
    if (reason || !subject) return fail(reply, reason ?? consent.chooseMessage);
    const code = consent.issueCode(subject, fields);
    return reply.redirect(withParams(fields.redirect_uri, { code, state: fields.state }), 302);
  });
}
