/**
 * The app's routes (000 §2) as data, apart from their screens: the router builds on these paths,
 * and the end-to-end walk visits every one of them, so a route added to the router without an
 * entry here fails a test instead of escaping the accessibility scan.
 */
export const PUBLIC_PATHS = {
  signIn: '/login',
  mockSignIn: '/login/mock',
  mobileToken: '/mobile-token',
  catalogue: '/ui',
} as const;

export const SIGNED_IN_PATHS = {
  home: '/',
  dashboard: '/dashboard',
  accounts: '/accounts',
  accountDetail: '/accounts/:accountId',
  transactions: '/transactions',
  statements: '/statements',
  payment: '/payment',
  payments: '/payments',
  baskets: '/baskets',
  basket: '/baskets/:basketId',
  templates: '/templates',
  template: '/template',
  paymentSlips: '/qr-hub3/list',
  paymentSlipCreate: '/qr-hub3/create',
  bulkPayments: '/bulk-payment',
  bulkPaymentUpload: '/bulk-payment/upload',
  bulkPayment: '/bulk-payment/:bulkPaymentId',
  bulkPaymentGroup: '/bulk-payment/:bulkPaymentId/groups/:groupId',
  sessions: '/sessions',
  registeredBrowsers: '/registered-browsers',
  gdprConsent: '/gdpr-consent',
  mTokenReactivation: '/mToken/reactivation',
  instantLimits: '/instant-limits',
  instantLimitRequests: '/instant-limit-requests',
  paymentConfirmations: '/payment-confirmations',
  accountManagement: '/account-management',
  permissionRequests: '/permission-requests',
  allowedServices: '/allowed-services',
  notFound: '*',
} as const;
