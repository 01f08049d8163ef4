import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { TCart } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { quoteProfileQuery } from '../api/quote-requests';
import { LoadingNotice } from '../../../components/feedback/load-state-notice';
import { withRetry } from '../../../lib/lazy-with-retry';

/** The form and its contract checks (zod) load when the dialog first opens, not with the cart. */
const QuoteRequestForm = lazy(
  withRetry(() => import('./quote-request-form').then(({ QuoteRequestForm: Form }) => ({ default: Form }))),
);

/** "Faire une demande de devis" under the cart's totals, and the form it opens over the page. */
export function QuoteRequestButton({ cart }: { cart: TCart }) {
  const { t } = useTranslation('shop');
  const [isOpen, setIsOpen] = useState(false);
  const { isOnline } = useOfflineStatus();
  const profile = useQuery({ ...quoteProfileQuery, enabled: isOpen });
  const close = () => {
    setIsOpen(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          setIsOpen(true);
        }}
        disabled={cart.lines.length === 0}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        {t('quote.open')}
      </Button>
      <ModalDialog isOpen={isOpen} title={t('quote.dialogTitle')} onClose={close} size="lg">
        {isOpen && (
          <Suspense fallback={<LoadingNotice text={t('quote.loading')} />}>
            {profile.isPending ? (
              <LoadingNotice text={t('quote.loading')} />
            ) : (
              <QuoteRequestForm
                cart={cart}
                profile={profile.data}
                isOnline={isOnline}
                onSent={close}
                onCancel={close}
              />
            )}
          </Suspense>
        )}
      </ModalDialog>
    </>
  );
}
