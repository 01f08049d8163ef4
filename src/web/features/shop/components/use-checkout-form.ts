import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { useCheckout } from '../api/orders';
import { checkoutFields, emptyCheckoutValues, parseCheckoutValues } from '../lib/checkout-form-values';

/**
 * The checkout form: checked with the server's contract, sent to POST /api/orders; the server's field messages
 * go under their fields. Placed, the order is shown highlighted on the orders page and the cart is empty.
 */
export function useCheckoutForm() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const checkout = useCheckout();
  return useSubmitForm({
    fields: checkoutFields,
    initialValues: emptyCheckoutValues,
    parse: parseCheckoutValues,
    send: async (request, { showRefusal }) => {
      const result = await checkout.mutateAsync(request);
      if (!result.ok) {
        showRefusal(result);
        void toast.error(t('checkout.failed'), { description: result.message });
        return;
      }
      void toast.success(t('checkout.placed', { number: result.data.orderNumber }));
      navigate(`/dashboard/orders?new=${encodeURIComponent(result.data.id)}`);
    },
  });
}
