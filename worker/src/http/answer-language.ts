import type { Context, MiddlewareHandler } from 'hono';
import { SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { translateText } from '../../../domain/i18n/tables.ts';
import { requestLanguage } from './request-language.ts';

/** The largest answer looked into: a change's answer is one record, never a list. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * A rule's message written in the asker's language by the handler that answers with it: a message
 * with values (domain/i18n/message-with-values.ts) must be written in English too, and the
 * middleware below leaves English answers alone so that they cost nothing.
 */
export function inAskerLanguage(c: Context, text: string): string {
  return translateText(requestLanguage(c), text);
}

/**
 * A change's answer (`{ success, data, message }`) with its message in the asker's language
 * (Accept-Language; the pages send theirs): the admin's toasts say "Piatto aggiunto" on an Italian
 * screen. English answers, reads and anything but small JSON pass untouched, so they cost nothing.
 */
export function answerInAskerLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const language = requestLanguage(c);
    if (language === SOURCE_LANGUAGE || c.res.status >= 400) return;
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const size = Number(c.res.headers.get('content-length') ?? Number.NaN);
    if (size > MAX_ANSWER_BYTES) return;
    const text = await c.res.clone().text();
    if (text.length > MAX_ANSWER_BYTES || !text.includes('"message"')) return;
    const answer = JSON.parse(text) as { message?: unknown };
    if (typeof answer.message !== 'string') return;
    const message = translateText(language, answer.message);
    if (message === answer.message) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...answer, message }), { status: c.res.status, headers });
  };
}
