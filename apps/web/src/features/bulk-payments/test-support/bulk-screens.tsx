import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import BulkGroupPage from '../components/bulk-group-page';
import BulkPaymentPage from '../components/bulk-payment-page';
import BulkPaymentsPage from '../components/bulk-payments-page';
import BulkUploadPage from '../components/bulk-upload-page';

const CONFIG = {
  demoMode: false,
  upload: { maxFileSizeMb: 10, maxFiles: 1 },
} as TFrontendConfig['configuration'];

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
export const FLOW_TIMEOUT_MS = 20_000;

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const NOT_FOUND: TStubbedAnswer = {
  status: 404,
  body: { errorId: 'e', errorCode: 'NOT_FOUND', description: 'Nema.', traceId: 't' },
};

/** The bulk payments' screens under their routes, on a stubbed API that `answer` plays. */
export function renderBulkScreens(
  entry: string,
  {
    answer,
    locale = 'hr',
  }: { answer: (call: TStubbedCall) => TStubbedAnswer | undefined; locale?: TLocale },
) {
  const calls = stubApi((call) => answer(call) ?? NOT_FOUND);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/bulk-payment" element={<BulkPaymentsPage />} />
            <Route path="/bulk-payment/upload" element={<BulkUploadPage />} />
            <Route path="/bulk-payment/:bulkPaymentId" element={<BulkPaymentPage />} />
            <Route
              path="/bulk-payment/:bulkPaymentId/groups/:groupId"
              element={<BulkGroupPage />}
            />
            <Route path="*" element={null} />
          </Routes>
          <ShownAddress />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls, queryClient };
}
