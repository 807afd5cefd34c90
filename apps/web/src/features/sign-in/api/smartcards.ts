import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { buildSmartcardSignedText } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import { DeviceKeyError } from '../../../lib/device-key-error';
import {
  createDeviceId,
  createDeviceKeyPair,
  deleteDevice,
  listDevices,
  loadDevice,
  saveDevice,
  signText,
  type TDeviceRecord,
} from '../../../lib/device-keys';

const SMARTCARDS_QUERY_KEY = ['sign-in', 'smartcards'] as const;

/** The software smartcards "in the reader": the SMARTCARD keys this browser holds. */
export function useSmartcards() {
  return useQuery({
    queryKey: SMARTCARDS_QUERY_KEY,
    queryFn: () => listDevices('SMARTCARD'),
    // The browser's store answers the same on a retry; the reason should show at once.
    retry: false,
    staleTime: Infinity,
  });
}

/** Demo mode: a new key in this browser, enrolled by the bank, which issues its certificate. */
export function useIssueSmartcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (personId: number): Promise<TDeviceRecord> => {
      const { privateKey, publicKeySpkiBase64 } = await createDeviceKeyPair();
      const enrolled = await callApi(apiRoutes.postDemoDevice, {
        body: { personId, kind: 'SMARTCARD', publicKey: publicKeySpkiBase64 },
      });
      const card: TDeviceRecord = {
        id: createDeviceId(),
        kind: 'SMARTCARD',
        serial: enrolled.serial,
        personId,
        personName: enrolled.personName,
        certificate: enrolled.certificate,
        privateKey,
        createdAt: new Date().toISOString(),
      };
      await saveDevice(card);
      return card;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SMARTCARDS_QUERY_KEY }),
  });
}

export function useRemoveSmartcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteDevice(cardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SMARTCARDS_QUERY_KEY }),
  });
}

/** The card signs the server's fresh challenge; the answer is a session or a service choice. */
export function useSmartcardSignIn() {
  return useMutation({
    mutationFn: async (cardId: string | undefined) => {
      if (cardId === undefined) throw new DeviceKeyError('24');
      const card = await loadDevice(cardId);
      const { challenge } = await callApi(apiRoutes.postSmartcardChallenge);
      const signature = await signText(
        card.privateKey,
        buildSmartcardSignedText({ purpose: 'LOGIN', challenge }),
      );
      return callApi(apiRoutes.postSmartcardLogin, {
        body: { certificate: card.certificate ?? undefined, challenge, signature },
      });
    },
  });
}
