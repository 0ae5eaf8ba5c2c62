/** The four onboarding steps, in order; Back moves one step towards home. */
export const STEPS = ['home', 'connect', 'wallet', 'success'] as const;
export type Step = (typeof STEPS)[number];

export function stepOf(value: string | null): Step {
  return (STEPS as readonly string[]).includes(value ?? '') ? (value as Step) : 'home';
}

export function previousStep(step: Step): Step {
  return STEPS[Math.max(0, STEPS.indexOf(step) - 1)]!;
}

export function nextStep(step: Step): Step {
  return STEPS[Math.min(STEPS.length - 1, STEPS.indexOf(step) + 1)]!;
}

/** Steps that act on the creator's account: a visitor is sent to Connect X first. */
export const needsSignIn = (step: Step): boolean => step === 'wallet' || step === 'success';
