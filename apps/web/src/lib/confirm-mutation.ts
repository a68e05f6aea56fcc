import { openConfirm } from '../ui/dialogs.tsx';
import { notify } from '../ui/notify.ts';
import { reportActionError } from './api-errors.ts';

/** A mutation's `mutate` (React Query's is bound, so `remove.mutate` may be passed as it is). */
type Mutate<V> = (
  variables: V,
  options: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

export type ConfirmMutationTexts = {
  title: string;
  message: string;
  /** The toast once it is done. */
  done: string;
  /** Said when the failure has no message of its own. */
  failure: string;
  /** 'delete': the red "Ya, Hapus" button instead of "Ya". */
  variant?: 'delete';
};

/** Asks first, then runs a mutation on one item: a toast once done, the failure's message otherwise. */
export function confirmMutation<V>(mutate: Mutate<V>, variables: V, texts: ConfirmMutationTexts) {
  const { done, failure, ...confirm } = texts;
  openConfirm({
    ...confirm,
    onConfirm: () =>
      mutate(variables, {
        onSuccess: () => notify.success(done),
        onError: (error) => reportActionError(error, failure),
      }),
  });
}
