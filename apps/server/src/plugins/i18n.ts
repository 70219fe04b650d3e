import { type Locale, localeFromAcceptLanguage } from '@paydeck/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface locale this request is answered in, from its Accept-Language header. */
    locale: Locale;
  }
}

export const registerI18n = (app: FastifyInstance) => {
  app.decorateRequest('locale', 'zh-CN');
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
};
