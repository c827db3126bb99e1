import { createContext, useContext, useEffect } from 'react';

/** The step page tells the step layout which step it shows (1 = first: logo; later: back button). */
export const StepContext = createContext<(step: number) => void>(() => {});

/** Called by a page of a step flow with its current step (1-based). */
export function useFlowStep(step: number) {
  const setStep = useContext(StepContext);
  useEffect(() => {
    setStep(step);
    return () => setStep(1);
  }, [setStep, step]);
}
