import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectFeedback,
  EMPTY_DRAFT,
  type FeedbackDraft,
  parseDraft,
  FEEDBACK_SAMPLE as SAMPLE,
  SAMPLE_DRAFTS,
} from '../../machines/feedback/index.ts';
import {
  feedbackInputFor,
  feedbackMachineWithDrafts,
} from '../../src/features/feedback/feedbackDraftWiring.ts';
import {
  clearDraft,
  feedbackDraftKey,
  loadDraft,
  saveDraft,
} from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';

const ID = SAMPLE.softCallId;
const draftOf = (partial: Partial<FeedbackDraft>): FeedbackDraft => ({
  ...EMPTY_DRAFT,
  ...partial,
});

describe('feedback drafts in storage', () => {
  it('are kept per user and soft call under kosh.calls.<username>.feedbackDraft.<id>', () => {
    const storage = createMemoryStorage();
    storage.setItem('kosh.loginNumber', '9000000009');
    saveDraft(ID, draftOf(SAMPLE_DRAFTS.promiseToPay), storage);
    saveDraft(ID + 1, draftOf(SAMPLE_DRAFTS.paid), storage);
    expect(feedbackDraftKey(ID, storage)).toBe('kosh.calls.9000000009.feedbackDraft.4107');
    expect(storage.getItem('kosh.calls.9000000009.feedbackDraft.4107')).not.toBeNull();
    expect(loadDraft(ID, storage)).toEqual(draftOf(SAMPLE_DRAFTS.promiseToPay));
    expect(loadDraft(ID + 1, storage)).toEqual(draftOf(SAMPLE_DRAFTS.paid));
    clearDraft(ID, storage);
    expect(loadDraft(ID, storage)).toBeNull();
    expect(loadDraft(ID + 1, storage)).not.toBeNull();
    // Another agent signing in on this browser sees none of them.
    storage.setItem('kosh.loginNumber', '9000000030');
    expect(loadDraft(ID + 1, storage)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"feedback": "contactable",'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["contactable"]'],
  ])('read %s as no draft', (_, raw) => {
    const storage = createMemoryStorage();
    storage.setItem(feedbackDraftKey(ID), raw);
    expect(loadDraft(ID, storage)).toBeNull();
  });

  it('read unknown values as not chosen', () => {
    expect(
      parseDraft({
        feedback: 'maybe',
        traceability: 'CON',
        cooperation_level: 7,
        payment: 'paid',
        snooze_date: '',
        comment: null,
      }),
    ).toEqual(draftOf({ traceability: 'CON' }));
  });

  it('a storage that refuses costs the draft, never the form', () => {
    const refusing = createMemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => saveDraft(ID, draftOf(SAMPLE_DRAFTS.paid), refusing)).not.toThrow();
    expect(loadDraft(ID, refusing)).toBeNull();
  });
});

describe('a reload in the middle of feedback', () => {
  it('comes back to the same form, and a saved case starts fresh', () => {
    const storage = createMemoryStorage();
    const machine = feedbackMachineWithDrafts(storage);
    const open = () =>
      createActor(machine, { input: feedbackInputFor(ID, { storage, today: SAMPLE.today }) });

    const first = open().start();
    first.send({ type: 'contact.change', value: 'contactable' });
    first.send({ type: 'traceability.change', value: 'CON' });
    first.send({ type: 'cooperation.change', value: 'cooperative' });
    first.send({ type: 'payment.change', value: 'paid_to_fs' });
    first.send({ type: 'number.change', value: SAMPLE.number });
    first.send({ type: 'dialog.confirm' });
    first.send({ type: 'comment.change', value: SAMPLE.comment });
    const before = connectFeedback(first.getSnapshot());
    first.stop();

    const second = open().start();
    expect(connectFeedback(second.getSnapshot())).toEqual(before);
    second.stop();

    clearDraft(ID, storage);
    const third = open().start();
    expect(third.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
  });

  it("the app's machine reads the kept draft when the input names none, not when it says null", () => {
    const storage = createMemoryStorage();
    saveDraft(ID, draftOf(SAMPLE_DRAFTS.paidToFs), storage);
    const machine = feedbackMachineWithDrafts(storage);
    const input = { softCallId: ID, today: SAMPLE.today };
    const restored = createActor(machine, { input }).start();
    expect(restored.getSnapshot().context.draft).toEqual(draftOf(SAMPLE_DRAFTS.paidToFs));
    const fresh = createActor(machine, { input: { ...input, draft: null } }).start();
    expect(fresh.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
    const given = createActor(machine, {
      input: { ...input, draft: draftOf(SAMPLE_DRAFTS.paid) },
    }).start();
    expect(given.getSnapshot().context.draft).toEqual(draftOf(SAMPLE_DRAFTS.paid));
  });
});
