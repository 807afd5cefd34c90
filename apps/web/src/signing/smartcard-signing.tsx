import { useMutation, useQuery } from '@tanstack/react-query';
import { buildSmartcardSignedText } from '@poslovno/domain';
import { useConfig } from '../app/config/config-context';
import { useT } from '../i18n/i18n-context';
import { DeviceKeyError } from '../lib/device-key-error';
import { listDevices, loadDevice, signText, type TDeviceRecord } from '../lib/device-keys';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import type { TSigningChallenge } from './signing-outcome';
import { SigningFailure, type TSigningMethodProps } from './signing-method';
import styles from './signing.module.css';

/** The software smartcards "in the reader": the card keys this browser holds. */
function useBrowserSmartcards() {
  return useQuery({
    queryKey: ['signing', 'smartcards'],
    queryFn: () => listDevices('SMARTCARD'),
    retry: false,
    staleTime: Infinity,
  });
}

/** The card of the person's that this browser holds: one whose serial the bank lists for them. */
function findPersonsCard(
  cards: readonly TDeviceRecord[] | undefined,
  challenge: TSigningChallenge,
): TDeviceRecord | undefined {
  const serials = challenge.devices
    .filter((device) => device.kind === 'SMARTCARD')
    .map((device) => device.serial);
  return cards?.find((card) => serials.includes(card.serial));
}

/**
 * Signing with the smartcard: the card's key (WebCrypto, never leaving the browser) signs the
 * challenge with the order's digest, and the server verifies it against the card's certificate.
 * A signature is new each time (ECDSA), so each attempt has its own idempotency key.
 */
export function SmartcardSigning<TAnswer extends object>({
  challenge,
  authorize,
  onSigned,
  say,
}: TSigningMethodProps<TAnswer>) {
  const t = useT();
  const config = useConfig();
  const cards = useBrowserSmartcards();
  const card = findPersonsCard(cards.data, challenge);
  const sign = useMutation({
    mutationFn: async () => {
      if (card === undefined) throw new DeviceKeyError('24');
      const device = await loadDevice(card.id);
      const text = buildSmartcardSignedText({
        purpose: 'SIGN',
        challengeId: challenge.challengeId,
        digestHex: challenge.digest,
      });
      const proof = {
        method: 'SMARTCARD' as const,
        challengeId: challenge.challengeId,
        certificate: device.certificate ?? undefined,
        signature: await signText(device.privateKey, text),
      };
      return authorize(proof, { idempotencyKey: crypto.randomUUID() });
    },
    onSuccess: onSigned,
  });

  if (cards.isPending) return <Spinner label={t('signing.smartcard.loading')} />;
  if (cards.isError) return <SigningFailure error={cards.error} />;
  if (card === undefined) {
    return (
      <Notice tone="warning">
        <p>{t('signing.smartcard.none')}</p>
        {config.demoMode ? <p>{t('signing.smartcard.demoHint')}</p> : null}
      </Notice>
    );
  }
  return (
    <div className={styles.signingForm}>
      <p>{say('smartcard.instruction', { serial: card.serial })}</p>
      {sign.isError ? <SigningFailure error={sign.error} /> : null}
      <div className={styles.actions}>
        <Button variant="primary" isBusy={sign.isPending} onPress={() => sign.mutate()}>
          {say('submit')}
        </Button>
      </div>
    </div>
  );
}
