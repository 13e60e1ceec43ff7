import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, sendJson } from './http';
import { describeIssues, faultRulesSchema } from './schemas';
import type { ServiceState } from './state';
import type { FaultRule } from './types';

/** Fault lists are tiny; anything bigger is a mistake, not a configuration. */
const MAX_BODY_BYTES = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function setFaults(req: IncomingMessage, res: ServerResponse, state: ServiceState) {
  const text = await readBody(req);
  if (text === null) {
    sendJson(res, 413, errorBody(413, 'Payload Too Large', 'fault rules body is too large'));
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    sendJson(res, 400, errorBody(400, 'Bad Request', 'fault rules must be JSON'));
    return;
  }
  const parsed = faultRulesSchema.safeParse(json);
  if (!parsed.success) {
    sendJson(res, 400, errorBody(400, 'Bad Request', ...describeIssues(parsed.error).split('\n')));
    return;
  }
  const rules: FaultRule[] = parsed.data;
  state.setFaults(rules);
  sendJson(res, 200, { faults: rules.length });
}

/**
 * The same control as the programmatic API, for end-to-end tests that run the service in
 * another process. Outside the spec's paths, and needs no key. Answers 200 with JSON so a
 * caller can read every answer the same way.
 */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: ServiceState,
): Promise<void> {
  const route = `${req.method} ${path}`;
  if (route === 'GET /__control/calls') {
    sendJson(res, 200, { counts: state.allCounts(), calls: state.calls() });
  } else if (route === 'POST /__control/faults') {
    await setFaults(req, res, state);
  } else if (route === 'POST /__control/reset') {
    state.reset();
    sendJson(res, 200, { reset: true });
  } else {
    sendJson(res, 404, errorBody(404, 'Not Found', `Cannot ${req.method} ${path}`));
  }
}
