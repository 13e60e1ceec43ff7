import { useState } from 'preact/hooks';

/** A typed value and what is wrong with it, if anything; typing clears the problem. */
export function useField<Problem>(initial: string) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  return {
    value,
    setValue,
    problem,
    setProblem,
    onInput(next: string) {
      setValue(next);
      setProblem(null);
    },
  };
}
