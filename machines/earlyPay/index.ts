export type { EarlyPayActors, EarlyPayInput, EarlyPayOutput } from './earlyPay.actors.ts';
export * from './earlyPay.connect.ts';
export {
  type EarlyPayContext,
  type EarlyPayEvent,
  type EarlyPayMachineInput,
  earlyPayMachine,
} from './earlyPay.machine.ts';
export * from './earlyPay.rules.ts';
export { EARLY_PAY_TEXTS } from './earlyPay.texts.ts';
