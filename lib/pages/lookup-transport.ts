import type { ResultTab, TabLookupResponse } from '../lookup/types';
import type { Send } from '../messages/send';

/**
 * The results view's transport for one lookup message. A refusal or a failed send is not
 * a lookup answer: it rejects, which the view shows as "could not finish, try again".
 */
export function lookupTransport(
  send: Send<'lookup'>,
  session?: string,
): (
  word: string,
  tab: ResultTab,
  asWritten?: boolean,
  askService?: boolean,
) => Promise<TabLookupResponse> {
  return async (word, tab, asWritten, askService) => {
    const answer = await send({
      type: 'lookup',
      word,
      tab,
      ...(session === undefined ? {} : { session }),
      ...(asWritten ? { asWritten: true } : {}),
      ...(askService ? { askService: true } : {}),
    });
    if ('budget' in answer) return answer;
    throw new Error(answer.error.kind === 'refused' ? answer.error.reason : 'transport');
  };
}
