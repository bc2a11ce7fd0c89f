// One write to the server from a list screen (SPEC.md §7, §8): post, then the action's success when the
// answer's `statut` is ok, else its refusal. A call that fails shows why (core/errorMessages); when the
// server may have applied it (the answer was lost), the list loads again, its rows kept shown, to show the
// server's truth.
import { describeActionError, isOutcomeUnknown } from '../core/errorMessages';
import type { ActionAnswer } from '../core/types';
import type { RemoteList } from '../ui/useRemoteList';

export interface ServerAction<A extends ActionAnswer> {
  /** The call under way (env.api.post, or core/bulk's statusCall, hideCall, deleteContactCall). */
  call: Promise<A>;
  ok(answer: A): void;
  /** `statut` not ok. */
  refused(answer: A): void;
  /** The call failed: the message to show. */
  failed(message: { title: string; text: string }): void;
}

export async function runServerAction<A extends ActionAnswer>(list: Pick<RemoteList<unknown>, 'reload'>, action: ServerAction<A>): Promise<void> {
  try {
    const answer = await action.call;
    if (answer.statut === 'ok') action.ok(answer);
    else action.refused(answer);
  } catch (error) {
    action.failed(describeActionError(error));
    if (isOutcomeUnknown(error)) list.reload({ keepRows: true });
  }
}
