import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectTaskForm,
  isComplete,
  isPastDate,
  isSelfParent,
  TASK_FORM_TEXTS as T,
  type TaskFormActors,
  taskFormMachine,
} from '../../machines/taskForm/index.ts';
import { TASK_FORM_SAMPLE as S, taskFormPaths } from '../../machines/taskForm/taskForm.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof taskFormMachine.transition>;

describeMachinePaths('taskForm', taskFormPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectTaskForm(state);
  const c = state.context;
  expect(view.open).toBe(state.matches('open'));
  expect(view.canSave).toBe(state.matches({ open: 'form' }));
  const last = history.at(-1)!.event;
  if (last.type === 'task.save') {
    // Save sends only a complete form with a due date from today and another task as parent.
    const sent =
      isComplete(c.title, c.priority, c.state) &&
      !isPastDate(c.estimatedDate, c.today, c.keptDate) &&
      !isSelfParent(c.parentTask, c.taskId);
    expect(state.matches({ open: 'saving' })).toBe(sent);
    if (!isComplete(c.title, c.priority, c.state)) expect(view.alert).toBe(T.incomplete);
  }
  if (last.type === 'xstate.error.actor.saveTask') {
    // Nothing typed is lost to a refusal; the spec's text leads the server's words.
    expect(view.alert).toBe(`Error in Creating/Updating Task. ${S.refused}`);
    expect(history.at(-2)!.state.context.title).toBe(c.title);
  }
  if (state.matches('done')) expect([T.saved, T.deleted]).toContain(view.notice);
  if (state.matches({ open: { form: 'usernameNotFound' } }))
    expect(view.pickerNote).toBe(T.usernameNotFound);
  if (state.matches({ open: { form: 'noSuggestions' } }))
    expect(view.pickerNote).toBe(T.noSuggestions);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('taskForm with live actors', () => {
  const start = () => {
    const fakes = deferredActors<TaskFormActors>([
      'searchPeople',
      'lookupUsername',
      'uploadDocument',
      'saveTask',
      'deleteTask',
    ]);
    const actor = createActor(taskFormMachine.provide({ actors: fakes.actors })).start();
    return { fakes, actor };
  };

  it('sends the description only when not blank, and everything the form holds', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'form.add', today: S.today });
    actor.send({ type: 'title.change', value: `  ${S.title} ` });
    actor.send({ type: 'priority.change', value: 'HIGH' });
    actor.send({ type: 'state.change', value: 'BACKLOG' });
    actor.send({ type: 'description.change', value: '   ' });
    actor.send({ type: 'subtaskDraft.change', value: '11a8' });
    actor.send({ type: 'subtask.add' });
    actor.send({ type: 'date.change', value: S.futureDate });
    actor.send({ type: 'task.save' });
    actor.send({ type: 'task.save' });
    expect(fakes.calls.saveTask).toHaveLength(1);
    expect(fakes.latest('saveTask').input).toEqual({
      id: null,
      body: {
        title: S.title,
        priority: 'HIGH',
        state: 'BACKLOG',
        assignee_ids: [],
        estimated_date: S.futureDate,
        parent_task: null,
        subtask_ids: [118],
        document_ids: [],
      },
    });
    fakes.latest('saveTask').resolve(S.task);
    await settle();
    expect(connectTaskForm(actor.getSnapshot()).notice).toBe(T.saved);
  });

  it('looks up exactly ten digits by username, and searches names after a pause', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'form.add', today: S.today });
    actor.send({ type: 'assignee.query', value: S.username });
    expect(fakes.latest('lookupUsername').input).toEqual({ username: S.username });
    fakes.latest('lookupUsername').resolve(S.person);
    await settle();
    expect(connectTaskForm(actor.getSnapshot()).assignees).toEqual([S.person]);
    actor.send({ type: 'assignee.query', value: S.query });
    expect(fakes.calls.searchPeople ?? []).toHaveLength(0);
  });

  it('updates a task without resending its past due date as a refusal', () => {
    const { fakes, actor } = start();
    actor.send({
      type: 'form.edit',
      task: { ...S.task, estimated_date: S.pastDate },
      today: S.today,
    });
    actor.send({ type: 'task.save' });
    expect(fakes.latest('saveTask').input.id).toBe(S.task.id);
    expect(fakes.latest('saveTask').input.body.estimated_date).toBe(S.pastDate);
  });
});
