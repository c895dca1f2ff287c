import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { addGroupLeaderMachine } from './addGroupLeader.machine.ts';
import { addGroupLeaderShows } from './addGroupLeader.shows.ts';

export const ADD_GL_SAMPLE = {
  username: '9812345670',
  added: 'Added as a new GL',
  refused: 'This customer is already a GL',
} as const;

export const addGroupLeaderPaths = definePathSpec({
  machine: withInput(addGroupLeaderMachine, { username: ADD_GL_SAMPLE.username }),
  shows: addGroupLeaderShows as never,
  events: [
    { type: 'gl.add' },
    doneEvent('addNewGroupLeader', { message: ADD_GL_SAMPLE.added }),
    errorEvent('addNewGroupLeader', serviceError(ADD_GL_SAMPLE.refused, 400)),
  ],
  describeEvent: (event) => {
    switch (event.type) {
      case 'gl.add':
        return "press 'Add New GL'";
      case 'xstate.done.actor.addNewGroupLeader':
        return `the server adds the GL: "${event.output.message}"`;
      case 'xstate.error.actor.addNewGroupLeader':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
