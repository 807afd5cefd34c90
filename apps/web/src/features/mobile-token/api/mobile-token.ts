import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TDemoDeviceEnrolled, TMobileTokenRequest } from '@poslovno/contract';
import { buildMobileApprovalText, buildMobileInboxText } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import { getBankNow } from '../../../lib/bank-clock';
import {
  createDeviceId,
  createDeviceKeyPair,
  deleteDevice,
  listDevices,
  saveDevice,
  signText,
  type TDeviceRecord,
} from '../../../lib/device-keys';

const MOBILE_TOKENS_QUERY_KEY = ['mobile-token', 'devices'] as const;

/** API: the phone app asks for its signing requests every 3 seconds. */
const INBOX_CHECK_INTERVAL_MS = 3_000;

/** The mobile-token keys this browser holds, newest first. */
export function useMobileTokens() {
  return useQuery({
    queryKey: MOBILE_TOKENS_QUERY_KEY,
    queryFn: () => listDevices('MOBILE_TOKEN'),
    // The browser's store answers the same on a retry; the reason should show at once.
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * A new key made and kept in this browser, its public half enrolled by the bank (`enrol`). The
 * bank keeps one mobile token per person, so the person's older keys in this browser are of no
 * use any more and go.
 */
async function enrolNewKey(
  personId: number,
  enrol: (publicKeySpkiBase64: string) => Promise<TDemoDeviceEnrolled>,
): Promise<TDeviceRecord> {
  const { privateKey, publicKeySpkiBase64 } = await createDeviceKeyPair();
  const enrolled = await enrol(publicKeySpkiBase64);
  const device: TDeviceRecord = {
    id: createDeviceId(),
    kind: 'MOBILE_TOKEN',
    serial: enrolled.serial,
    personId,
    personName: enrolled.personName,
    certificate: null,
    privateKey,
    createdAt: new Date().toISOString(),
  };
  await saveDevice(device);
  const older = (await listDevices('MOBILE_TOKEN')).filter(
    (candidate) => candidate.personId === personId && candidate.id !== device.id,
  );
  for (const candidate of older) await deleteDevice(candidate.id);
  return device;
}

/**
 * The person's seeded mobile token, activated the first time. Once it is active the bank asks
 * for a reactivation's code instead (REACTIVATION_REQUIRED).
 */
export function useActivateMobileToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: number) =>
      enrolNewKey(personId, (publicKey) =>
        callApi(apiRoutes.postDemoDevice, {
          body: { personId, kind: 'MOBILE_TOKEN', publicKey },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MOBILE_TOKENS_QUERY_KEY }),
  });
}

export interface TCodeActivation {
  personId: number;
  /** Both parts: the first from the internet banking screen, the second from the SMS. */
  activationCode: string;
}

/** The phone after a reactivation: its new key, activated with both parts of the code. */
export function useActivateWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, activationCode }: TCodeActivation) =>
      enrolNewKey(personId, (publicKey) =>
        callApi(apiRoutes.postDemoMobileTokenActivation, {
          body: { personId, activationCode, publicKey },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MOBILE_TOKENS_QUERY_KEY }),
  });
}

/** How often the phone looks for new SMS messages. */
const SMS_CHECK_INTERVAL_MS = 5_000;

/** The SMS messages the bank sent the person's phone (the demo's SMS outbox), newest first. */
export function useDemoSmsMessages(personId: number) {
  return useQuery({
    queryKey: ['mobile-token', 'sms', personId],
    queryFn: async ({ signal }) => {
      const answer = await callApi(apiRoutes.getDemoSmsMessages, {
        query: { personId },
        signal,
        background: true,
      });
      return [...answer.messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
    refetchInterval: SMS_CHECK_INTERVAL_MS,
  });
}

/** The scanned QR payload, approved by a signature over buildMobileApprovalText. */
export function useApproveQrSignIn(device: TDeviceRecord) {
  return useMutation({
    mutationFn: async (payload: string) => {
      const reference = payload.trim();
      const signature = await signText(
        device.privateKey,
        buildMobileApprovalText({ serial: device.serial, kind: 'QR_LOGIN', reference }),
      );
      return callApi(apiRoutes.postMobileTokenApproval, {
        body: { serial: device.serial, kind: 'QR_LOGIN', reference, signature },
      });
    },
  });
}

function inboxQueryKey(device: TDeviceRecord) {
  return ['mobile-token', 'inbox', device.id] as const;
}

/**
 * The token proves itself to read its inbox by signing its serial and the current instant, on the
 * bank's clock (the configuration's bankTime): the bank takes an instant within minutes of its
 * own, and a demo bank's clock may stand days from this computer's (a moved bank clock, the e2e).
 */
export function useSigningInbox(device: TDeviceRecord) {
  return useQuery({
    queryKey: inboxQueryKey(device),
    queryFn: async ({ signal }) => {
      const at = getBankNow().toISOString();
      const signature = await signText(device.privateKey, buildMobileInboxText(device.serial, at));
      return callApi(apiRoutes.postMobileTokenInbox, {
        body: { serial: device.serial, at, signature },
        signal,
        background: true,
      });
    },
    refetchInterval: INBOX_CHECK_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
}

/** Approves an order: the signature covers the request id and the digest of what was shown. */
export function useApproveSigning(device: TDeviceRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TMobileTokenRequest) => {
      const signature = await signText(
        device.privateKey,
        buildMobileApprovalText({
          serial: device.serial,
          kind: 'SIGNING',
          reference: request.id,
          digestHex: request.digest,
        }),
      );
      return callApi(apiRoutes.postMobileTokenApproval, {
        body: { serial: device.serial, kind: 'SIGNING', reference: request.id, signature },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey(device) }),
  });
}
