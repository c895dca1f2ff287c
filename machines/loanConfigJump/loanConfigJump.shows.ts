import { defineShows } from '../shared/shows.ts';
import { loanConfigJumpMachine } from './loanConfigJump.machine.ts';
import { LOAN_CONFIG_JUMP_TEXTS as T } from './loanConfigJump.texts.ts';

/** What the user sees of the jump: the question while it is asked; nothing otherwise. */
export const loanConfigJumpShows = defineShows({
  machine: loanConfigJumpMachine,
  controls: {
    [T.accept]: [{ type: 'jump.accept' }],
    [T.decline]: [{ type: 'jump.decline' }],
  },
  states: {
    'loanConfigJump.offer.offering': {
      dialogs: [T.title],
      texts: [T.question],
      enabled: [T.accept, T.decline],
    },
    'loanConfigJump.offer.jumped': {},
    'loanConfigJump.offer.dismissed': {},
    'loanConfigJump.offer.notOffered': {},
    'loanConfigJump.scroll.waiting': {},
    'loanConfigJump.scroll.settled': {},
  },
  vocabulary: [T.question],
});
