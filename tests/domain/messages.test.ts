import { describe, expect, it } from 'vitest';
import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { chatMessages } from '../../src/domain/messages/chat.ts';
import { documentsMessages } from '../../src/domain/messages/documents.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { passwordResetMessages } from '../../src/domain/messages/passwordReset.ts';
import { referralMessages } from '../../src/domain/messages/referral.ts';
import { salaryMessages } from '../../src/domain/messages/salary.ts';
import { taskMessages } from '../../src/domain/messages/tasks.ts';
import { messages } from '../../src/domain/messages.ts';

/**
 * The whole catalogue: the shared texts and every feature area's part (each `<area>Messages`
 * export of messages/*.ts, found here so that a new part cannot be left out of these checks).
 */
const parts = import.meta.glob<Record<string, unknown>>('../../src/domain/messages/*.ts', {
  eager: true,
});
const catalogue: Record<string, unknown> = { ...messages };
for (const module of Object.values(parts)) {
  for (const [name, value] of Object.entries(module)) {
    if (name.endsWith('Messages')) catalogue[name.slice(0, -'Messages'.length)] = value;
  }
}

/** Every fixed text of the catalogue with its key path (functions and lists excluded). */
function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message catalogue', () => {
  it('gathers every part', () => {
    expect(Object.keys(catalogue)).toEqual(
      expect.arrayContaining(['common', 'chat', 'task', 'documents', 'referral', 'wallet']),
    );
  });

  it('keeps the spec texts verbatim, typos included', () => {
    expect(messages.labels.escalateToManager).toBe('Escalete To Manager');
    expect(messages.calls.telecmiLoginMissing).toBe(
      'Please reconfirm your Telecmi login credetials with HR.',
    );
    expect(messages.labels.salaryType.misc).toBe('Miscleanous');
    expect(messages.customer.confirmUndoClassification).toBe(
      'Are you sure you want to undo classifiacation?',
    );
    expect(messages.common.dataNotAvaialble).toBe('Data Not Avaialble');
    expect(messages.labels.traceability.RNR).toBe('Ringing not recieved');
    expect(messages.customer.earlyPayProvideAllFields).toBe('Please provide all fields !');
    expect(messages.comments.noPermission).toBe(
      'Sorry...You dont have permission to perform this action',
    );
    expect(passwordResetMessages.resetSuccessful).toBe('password reset successful.');
    expect(messages.api.forbiddenLog).toBe('forbidden /Not Authorised');
  });

  it('keeps a sample of alerts, validations and successes byte-for-byte', () => {
    expect(messages.auth.fillProperDetails).toBe('Fill Proper Details');
    expect(messages.auth.fillRecaptcha).toBe('Fill the Recaptcha');
    expect(messages.api.noPermission).toBe('You do not have permission to perform this action');
    expect(messages.api.permissionDenied).toBe('Permission denied');
    expect(referralMessages.enableLocation).toBe(
      'Please enable location services before submit. Go to your browser settings to enable location.',
    );
    expect(referralMessages.invalidCaptcha).toBe('Invalid Captcha! Please try again');
    expect(messages.auth.invalidCaptcha).toBe('Invalid Captcha');
    expect(messages.common.noAccessToPage).toBe("Sorry! You don't have access to see this page");
    expect(messages.common.someIssueTryAgain).toBe(
      'Sorry...there is some issue. Please try again.',
    );
    expect(blacklistMessages.specifyReason).toBe('Please Specify the reason for blacklisting.');
    expect(blacklistMessages.penaltySaveFailed).toBe('There is some error! Please try Again');
    expect(chatMessages.cannotDeleteChannel).toBe("You can't delete this channel");
    expect(chatMessages.favouriteFailed).toBe(
      'Unable to update favourite channel, please try again!',
    );
    expect(taskMessages.fillTitlePriorityStatus).toBe(
      'Please fill title, priority and status correctly!',
    );
    expect(documentsMessages.noLocation).toBe('This document has no location co-ordinates.');
    expect(salaryMessages.fillDateAndAmount).toBe('Please fill mandatory fields Date and Amount.');
    expect(messages.customer.cohortFetchFailed).toBe(
      'Error in fetching cohort analysis data of GL',
    );
    expect(messages.labels.writeMessageHere).toBe('Write message here...');
    expect(messages.labels.noDataExist).toBe('NO DATA EXIST');
    expect(messages.labels.clickToSeeMap).toBe('Click here to see Map');
    expect(messages.labels.submitFeedbackHere).toBe('Submit Your Feedback Here');
    expect(messages.labels.blacklistFeature.refer_loan).toBe('Able to Refer for Loan');
  });

  it('fills placeholders the way the spec writes them', () => {
    expect(messages.auth.sessionExpiresIn(60)).toBe('Your session will expire in 60 seconds');
    expect(passwordResetMessages.serverError('OTP expired')).toBe('Server Error OTP expired');
    expect(messages.loans.decisionError('not allowed')).toBe('Error: not allowed');
    expect(messages.api.networkError('Network Error')).toBe('error: Network Error');
    expect(messages.labels.callingIn(10)).toBe('Calling in 10 secs');
    expect(employerMessages.employerAdded('Acme')).toBe('New employer "Acme" added successfully!');
    expect(employerMessages.addressAdded('Acme')).toBe('New address added for Acme');
    expect(employerMessages.subEmployerAdded('Acme')).toBe(
      'Sub-employer "Acme" added successfully.',
    );
    expect(blacklistMessages.decisionSubmitted('reward')).toBe('reward submitted successfully');
    expect(taskMessages.saveFailedWith('Title too long')).toBe(
      'Error in Creating/Updating Task. Title too long',
    );
    expect(taskMessages.saveFailedWith()).toBe(
      'Error in Creating/Updating Task. Please Try again!',
    );
  });

  it('holds each text under one key', () => {
    // The same word with two meanings: a call result (CON) and the realtime connection state.
    const sameWordTwoMeanings = new Set(['Connected']);
    const byText = new Map<string, string[]>();
    for (const [key, text] of flatten(catalogue)) {
      byText.set(text, [...(byText.get(text) ?? []), key]);
    }
    const duplicates = [...byText].filter(
      ([text, keys]) => keys.length > 1 && !sameWordTwoMeanings.has(text),
    );
    expect(duplicates).toEqual([]);
  });

  it('has no blank or padded texts', () => {
    for (const [key, text] of flatten(catalogue)) {
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(0);
    }
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(messages)).toBe(true);
    expect(Object.isFrozen(messages.labels.traceability)).toBe(true);
    expect(() => {
      (messages.auth as { fillProperDetails: string }).fillProperDetails = 'x';
    }).toThrow(TypeError);
  });
});
