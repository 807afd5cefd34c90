import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { TDeps } from './platform/http';
import { createAnswerSerializerCompiler } from './platform/answer-serializers';
import { installErrorHandler, sendError } from './platform/errors';
import { registerWebApp } from './platform/web-app';
import { registerMultipart } from './platform/files/register-multipart';
import { registerRequestDeadline } from './platform/request-deadline';
import {
  answerUndecodablePath,
  registerInputGuard,
  registerNoStore,
  registerTraversalGuard,
} from './platform/edge-guards';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerConfigurationRoutes } from './modules/configuration/configuration.routes';
import { registerReferenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { registerSessionRoutes } from './modules/sessions/sessions.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSignInRoutes } from './modules/sign-in/sign-in.routes';
import { registerStatementRoutes } from './modules/statements/statements.routes';
import { registerTransactionRoutes } from './modules/transactions/transactions.routes';
import { registerGdprConsentRoutes } from './modules/gdpr-consents/gdpr-consents.routes';
import { registerAccountManagementRoutes } from './modules/account-management/account-management.routes';
import { registerBasketRoutes } from './modules/baskets/baskets.routes';
import { registerBulkPaymentRoutes } from './modules/bulk-payments/bulk-payments.routes';
import { registerBulkPaymentDocumentRoutes } from './modules/bulk-payments/documents/bulk-payment-documents.routes';
import { registerInstantLimitRoutes } from './modules/instant-limits/instant-limits.routes';
import { registerPaymentConfirmationRoutes } from './modules/payment-confirmations/payment-confirmations.routes';
import { registerReactivationRoutes } from './modules/mobile-token-reactivation/reactivations.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerPaymentDocumentRoutes } from './modules/payments/documents/payment-documents.routes';
import { registerTemplateRoutes } from './modules/templates/templates.routes';
import { registerPaymentSlipRoutes } from './modules/payment-slips/payment-slips.routes';
import { connectOrderKernelToCore } from './order-types';

export interface TBuildAppOptions {
  /** Serve the built web app from this folder; omitted in API-only tests. */
  webDistDir?: string;
  logger?: boolean | { level: string };
}

/** Plugin order as fastify/demo: external plugins, then platform, then the routes of each area. */
export async function buildApp(
  deps: TDeps,
  options: TBuildAppOptions = {},
): Promise<FastifyInstance> {
  connectOrderKernelToCore();
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: deps.config.maxUploadMb * 1024 * 1024,
    trustProxy: false,
    frameworkErrors: answerUndecodablePath(deps.config.apiBasePath),
    // One access line a request (below) instead of Fastify's two: logging was a sixth of a
    // request's CPU at info (docs/decisions.md, "The request path").
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createAnswerSerializerCompiler({ isCheckingAnswers: deps.config.nodeEnv === 'test' }),
  );
  installErrorHandler(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
  registerRequestDeadline(app, deps.config.requestBodyDeadline);
  registerTraversalGuard(app, deps.config.apiBasePath);

  await app.register(cookie);
  // Uploads (platform/files/): multipart bodies stay unread until an upload route streams them.
  await registerMultipart(app, deps.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly only (the slip camera's barcode reader), no eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: deps.config.isHstsEnabled
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Poslovno /api/v1',
        version: '1.0.0',
        description:
          'Business internet banking middleware. Every failure answers with the ErrorBody schema.',
      },
      servers: [{ url: deps.config.apiBasePath }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    (api, _options, done) => {
      registerInputGuard(api);
      registerNoStore(api);
      registerConfigurationRoutes(api, deps);
      registerReferenceDataRoutes(api, deps);
      registerSignInRoutes(api, deps);
      registerSessionRoutes(api, deps);
      registerAccountRoutes(api, deps);
      registerSettingsRoutes(api, deps);
      registerStatementRoutes(api, deps);
      registerTransactionRoutes(api, deps);
      registerPaymentRoutes(api, deps);
      registerDashboardRoutes(api, deps);
      registerPaymentDocumentRoutes(api, deps);
      registerTemplateRoutes(api, deps);
      registerGdprConsentRoutes(api, deps);
      registerAccountManagementRoutes(api, deps);
      registerBasketRoutes(api, deps);
      registerBulkPaymentRoutes(api, deps);
      registerBulkPaymentDocumentRoutes(api, deps);
      registerInstantLimitRoutes(api, deps);
      registerPaymentConfirmationRoutes(api, deps);
      registerReactivationRoutes(api, deps);
      registerPaymentSlipRoutes(api, deps);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
      done();
    },
    { prefix: deps.config.apiBasePath },
  );

  if (options.webDistDir) await registerWebApp(app, options.webDistDir, deps.config.apiBasePath);
  return app;
}
