import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Logger, pino } from 'pino';
import type { App, AppDeps } from './app-types';
import type { Database } from './db/client';
import type { Env } from './env';
import { buildFeatureHooks } from './feature-hooks';
import { apiLoggerOptions } from './lib/log-options';
import { generateRequestId, REQUEST_ID_HEADER } from './lib/request-id';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { accountRoutes } from './modules/account/account.routes';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bannerRoutes } from './modules/banners/banners.routes';
import { brandRoutes } from './modules/brands/brands.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { cashbackRoutes } from './modules/cashback/cashback.routes';
import { categoryRoutes } from './modules/categories/categories.routes';
import { categoryListingRoutes } from './modules/category-listings/category-listings.routes';
import { configRoutes } from './modules/config/config.routes';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { customerRoutes } from './modules/customer/customer.routes';
import { deviceTokenRoutes } from './modules/device-tokens/device-tokens.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { flashSaleRoutes } from './modules/flash-sales/flash-sales.routes';
import { createMapsProvider } from './modules/geo/create-maps-provider';
import { geoRoutes } from './modules/geo/geo.routes';
import { guestRoutes } from './modules/guest/guest.routes';
import { healthRoutes } from './modules/health/health.routes';
import { itemRoutes } from './modules/items/items.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { messageStreamRoutes } from './modules/messages/message-stream.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { operatorMessageRoutes } from './modules/messages/operator-messages.routes';
import { moduleRoutes } from './modules/module/module.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { orderFeeRoutes } from './modules/order-fees/order-fees.routes';
import { orderPaymentRoutes } from './modules/order-payment/order-payment.routes';
import { operatorRoutes } from './modules/order-tracking/operator.routes';
import { orderTrackingRoutes } from './modules/order-tracking/order-tracking.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { pageRoutes } from './modules/pages/pages.routes';
import { parcelRoutes } from './modules/parcel/parcel.routes';
import { partnerRoutes } from './modules/partners/partners.routes';
import { demoGatewayRoutes } from './modules/payments/demo-gateway.routes';
import { paymentCallbackRoutes } from './modules/payments/payment-callback.routes';
import { prescriptionRoutes } from './modules/prescriptions/prescriptions.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { rentalCartRoutes } from './modules/rental/rental-cart.routes';
import { rentalCatalogRoutes } from './modules/rental/rental-catalog.routes';
import { rentalWishlistRoutes } from './modules/rental/rental-wishlist.routes';
import { tripRoutes } from './modules/rental/trips.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { searchRoutes } from './modules/search/search.routes';
import { storeDiscoveryRoutes } from './modules/stores/store-discovery.routes';
import { storeRoutes } from './modules/stores/stores.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { attemptLimitsPlugin } from './plugins/attempt-limits';
import { controlCharactersPlugin } from './plugins/control-characters';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { proxyTrust } from './plugins/proxy-trust';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { type AppServices, createAppServices } from './services/app-services';
import type { FeatureHooks } from './services/feature-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app instance's caches, order event bus and known guests (services/app-services.ts),
     * and the handlers its features lend each other (services/feature-hooks.ts): with db and
     * env, what the features receive as their AppDeps.
     */
    services: AppServices & FeatureHooks;
  }
}

export type BuildAppOptions = {
  db: Database;
  env: Env;
  logger?: Logger;
  /** The database's URL, for the connection that hears the other API processes (decision 0014). */
  databaseUrl?: string;
  /** Tests give each app group its own NOTIFY channel. */
  fanoutChannel?: string;
  /** Tests sharing one Redis give each app group its own chat channel. */
  chatChannel?: string;
};

/** Builds the API as a Fastify instance; it never listens (server.ts does, tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { db, env, logger } = options;
  const loggerInstance: FastifyBaseLogger = logger ?? pino(apiLoggerOptions(env.LOG_LEVEL));
  const app = Fastify({
    loggerInstance,
    genReqId: generateRequestId,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: proxyTrust(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checkWithZod: env.NODE_ENV === 'test' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // JSON is JSON: no browser may sniff an answer into HTML or a script (issue 12 §7).
    reply.header('x-content-type-options', 'nosniff');
  });

  // The journeys' clock (decision 0046), loaded only with the test routes, like them.
  const e2eClock = env.E2E_FIXTURES
    ? (await import('./modules/e2e-fixtures/e2e-clock')).createE2eClock()
    : null;
  e2eClock?.honourClockHeader(app);
  const {
    close: closeServices,
    ready: servicesReady,
    ...services
  } = createAppServices({
    env,
    logger: app.log,
    databaseUrl: options.databaseUrl,
    fanoutChannel: options.fanoutChannel,
    chatChannel: options.chatChannel,
    clock: e2eClock?.clock,
  });
  app.decorate('services', { ...services, ...buildFeatureHooks() });
  app.addHook('onClose', closeServices);
  await servicesReady;
  const deps: AppDeps = { db, env, ...app.services };
  await app.register(errorHandlerPlugin);
  await app.register(multipartPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(rateLimitPlugin, { ...deps, globalMax: env.RATE_LIMIT_MAX });
  await app.register(attemptLimitsPlugin, deps);
  await app.register(openApiPlugin);

  await app.register(healthRoutes(deps));
  await app.register(mediaRoutes(deps));
  // The demo payment gateway lives outside /api/v1, as a third-party gateway would.
  await app.register(demoGatewayRoutes(deps));
  await app.register(
    async (api: App) => {
      await api.register(requestContextPlugin);
      await api.register(configRoutes(deps));
      await api.register(moduleRoutes(deps));
      await api.register(zoneRoutes(deps));
      await api.register(geoRoutes(deps, createMapsProvider(deps)));
      await api.register(newsletterRoutes(deps));
      await api.register(guestRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(customerRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(uploadRoutes(deps));
      await api.register(wishlistRoutes(deps));
      await api.register(couponRoutes(deps));
      await api.register(walletRoutes(deps));
      await api.register(referralRoutes(deps));
      await api.register(accountSettingsRoutes(deps));
      await api.register(addressRoutes(deps));
      await api.register(categoryRoutes(deps));
      await api.register(pageRoutes(deps));
      await api.register(itemRoutes(deps));
      await api.register(storeRoutes(deps));
      await api.register(reviewRoutes(deps));
      await api.register(parcelRoutes(deps));
      await api.register(partnerRoutes(deps));
      await api.register(storeDiscoveryRoutes(deps));
      await api.register(discoveryRoutes(deps));
      await api.register(searchRoutes(deps));
      await api.register(categoryListingRoutes(deps));
      await api.register(campaignRoutes(deps));
      await api.register(bannerRoutes(deps));
      await api.register(flashSaleRoutes(deps));
      await api.register(brandRoutes(deps));
      await api.register(cartRoutes(deps));
      await api.register(orderRoutes(deps));
      await api.register(prescriptionRoutes(deps));
      await api.register(refundRoutes(deps));
      await api.register(orderPaymentRoutes(deps));
      await api.register(orderFeeRoutes(deps));
      await api.register(cashbackRoutes(deps));
      await api.register(deviceTokenRoutes(deps));
      await api.register(paymentCallbackRoutes(deps));
      await api.register(orderTrackingRoutes(deps));
      await api.register(operatorRoutes(deps));
      await api.register(messageRoutes(deps));
      await api.register(messageStreamRoutes(deps));
      await api.register(operatorMessageRoutes(deps));
      await api.register(rentalCatalogRoutes(deps));
      await api.register(rentalCartRoutes(deps));
      await api.register(tripRoutes(deps));
      await api.register(rentalWishlistRoutes(deps));
    },
    { prefix: '/api/v1' },
  );
  if (env.E2E_FIXTURES) {
    // Loaded only when asked for: a production process never has these routes (env.ts).
    const { e2eFixtureRoutes } = await import('./modules/e2e-fixtures/e2e-fixtures.routes');
    await app.register(e2eFixtureRoutes(deps), { prefix: '/__e2e' });
  }
  return app;
}
