import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';

/** 'Payment Failed' with the provider's reason; a connection problem says so instead. */
export function showPaymentFailure(error: unknown): void {
  if (error instanceof ApiError) {
    toast({
      title: 'Payment Failed',
      description: error.serverMessage ?? error.message,
      variant: 'destructive',
    });
  } else {
    toast({
      title: 'Payment Error',
      description: 'Please check your connection and try again',
      variant: 'destructive',
    });
  }
}
