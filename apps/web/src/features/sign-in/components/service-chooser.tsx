import { useId } from 'react';
import type { TServiceChoice } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { useChooseService } from '../api/post-session';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { SignInFailureNotice } from './sign-in-failure-notice';
import styles from './sign-in.module.css';

interface TServiceChooserProps {
  choice: TServiceChoice;
  onCancel: () => void;
}

/** A person of several companies chooses the one this session is for (smartcard and QR sign-in). */
export function ServiceChooser({ choice, onCancel }: TServiceChooserProps) {
  const t = useT();
  const headingId = useId();
  const chooseService = useChooseService(choice.pendingSignIn);
  const { completeSignIn, isCompleting } = useCompleteSignIn();
  const isBusy = chooseService.isPending || isCompleting;

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{t('signIn.services.title')}</h2>
      <p>{t('signIn.services.text')}</p>
      {chooseService.isError ? <SignInFailureNotice error={chooseService.error} /> : null}
      <ul className={styles.services}>
        {choice.services.map((service) => {
          const isChosen = chooseService.variables === service.customerId;
          return (
            <li key={service.customerId}>
              <Button
                className={styles.service}
                isBusy={isBusy && isChosen}
                isDisabled={isBusy && !isChosen}
                onPress={() =>
                  chooseService.mutate(service.customerId, { onSuccess: completeSignIn })
                }
              >
                <span>{service.name}</span>
                <span>{t('signIn.services.customerId', { customerId: service.customerId })}</span>
                <span>{t(`signIn.token.level.${service.authorizationLevel}`)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button variant="quiet" isDisabled={isBusy} onPress={onCancel}>
          {t('signIn.services.cancel')}
        </Button>
      </div>
    </section>
  );
}
