/** A pure machine's answer to an event: its next state and the effects to carry out, in order. */
export type Step<State, Effect> = [State, Effect[]];

/** A pure machine (controller-state.ts, card-frame-state.ts) as its adapter drives it. */
export interface Machine<State, Event> {
  /** The state after the last event. */
  state(): State;
  /** Steps the machine with `event`, then carries out its effects, in order. */
  run(event: Event): void;
}

/**
 * Runs `step` from `start`, handing each effect to `perform`: the adapter's one link between
 * the decisions (pure, unit-tested) and the page, the frame and the background.
 */
export function runMachine<State, Event, Effect>(
  start: State,
  step: (state: State, event: Event) => Step<State, Effect>,
  perform: (effect: Effect) => void,
): Machine<State, Event> {
  let state = start;
  return {
    state: () => state,
    run(event) {
      const [next, effects] = step(state, event);
      state = next;
      for (const effect of effects) perform(effect);
    },
  };
}
