import { useEffect, useState } from 'preact/hooks';
import type { StatusResponse } from '../../lib/messages/protocol';
import type { Send } from '../../lib/messages/send';

/**
 * The background's `status` (key set, budget, UI language, theme), asked once per page;
 * null until it answers, or when it refuses. An answer after unmount is dropped.
 */
export function useExtensionStatus(send: Send): StatusResponse | null {
  const [status, setStatus] = useState<StatusResponse | null>(null);
  useEffect(() => {
    let live = true;
    void send({ type: 'status' }).then((answer) => {
      if (live && answer.ok) setStatus(answer);
    });
    return () => {
      live = false;
    };
  }, [send]);
  return status;
}
