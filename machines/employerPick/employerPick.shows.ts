import { defineShows } from '../shared/shows.ts';
import { employerPickMachine, locationQuery } from './employerPick.machine.ts';
import { EMPLOYER_PICK_TEXTS as T } from './employerPick.texts.ts';

// Opened to replace the profile's employer, the dialog says so in its title.
const titleOf = (s: { context: { replacing: number | null } }) => [
  s.context.replacing === null ? T.title : T.replaceTitle,
];
const name = (s: { context: { employer: { employer: string } | null } }) =>
  s.context.employer!.employer;

/**
 * What the user sees of the employer search dialog (ARCHITECTURE §4): the company search and its
 * list, the company's addresses with 'Okay', the new-address form with Locate, and the saves.
 */
export const employerPickShows = defineShows({
  machine: employerPickMachine,
  controls: {
    [T.addNewCompany]: [{ type: 'company.add' }],
    [T.back]: [{ type: 'company.back' }],
    [T.retry]: [{ type: 'pick.retry' }],
    [T.addNewAddress]: [{ type: 'address.new' }],
    [T.okay]: [{ type: 'pick.confirm' }],
    [T.locate]: [{ type: 'address.locate' }],
    [T.saveAddress]: [{ type: 'address.save' }],
  },
  states: {
    'employerPick.company': { dialogs: titleOf },
    'employerPick.company.idle': {},
    'employerPick.company.typing': {},
    'employerPick.company.searching': { texts: [T.searching] },
    'employerPick.company.listed': {
      texts: (s) => s.context.employers.map((e) => e.employer),
      variants: [
        { when: (s) => s.context.employers.length === 0, texts: [T.noCompanies] },
        { when: (s) => s.can({ type: 'company.add' }), enabled: [T.addNewCompany] },
      ],
    },
    'employerPick.company.failed': {
      texts: (s) => [T.searchFailed(s.context.error!)],
      enabled: [T.retry],
    },
    'employerPick.addresses': {
      dialogs: titleOf,
      texts: (s) => [T.addresses(name(s))],
      enabled: [T.back],
    },
    'employerPick.addresses.loading': { texts: [T.loadingAddresses] },
    'employerPick.addresses.failed': {
      texts: (s) => [T.addressesFailed(s.context.error!)],
      enabled: [T.retry],
    },
    'employerPick.addresses.listed': {
      enabled: [T.addNewAddress, T.okay],
      variants: [{ when: (s) => s.context.addresses.length === 0, texts: [T.noAddresses] }],
    },
    'employerPick.addresses.unselected': {
      texts: [T.selectAddress],
      enabled: [T.addNewAddress],
      disabled: [T.okay],
    },
    'employerPick.newAddress': {
      dialogs: titleOf,
      texts: (s) => [
        s.context.employer!.id === null ? T.newCompanyTitle(name(s)) : T.newAddressTitle(name(s)),
      ],
    },
    'employerPick.newAddress.editing': {
      enabled: [T.back, T.saveAddress],
      texts: (s) => s.context.invalid.map((f) => T.errors[f]),
      variants: [
        { when: (s) => locationQuery(s.context) !== null, enabled: [T.locate] },
        { when: (s) => locationQuery(s.context) === null, disabled: [T.locate] },
        { when: (s) => s.context.located === 'found', texts: [T.located] },
        { when: (s) => s.context.located === 'none', texts: [T.notLocated] },
        {
          when: (s) => s.context.error !== null,
          texts: (s) => [T.locateFailed(s.context.error!)],
        },
      ],
    },
    'employerPick.newAddress.locating': {
      texts: [T.locating],
      disabled: [T.back, T.locate, T.saveAddress],
    },
    'employerPick.newAddress.saving': {
      texts: [T.savingAddress],
      disabled: [T.back, T.locate, T.saveAddress],
    },
    'employerPick.newAddress.failed': {
      texts: [T.saveFailed],
      enabled: [T.back, T.retry],
      disabled: [T.locate, T.saveAddress],
    },
    'employerPick.confirming': {
      dialogs: titleOf,
      texts: (s) => [T.addresses(name(s))],
    },
    'employerPick.confirming.savingComment': {
      texts: [T.saving],
      disabled: [T.back, T.addNewAddress, T.okay],
    },
    'employerPick.confirming.addingSubEmployer': {
      texts: [T.saving],
      disabled: [T.back, T.addNewAddress, T.okay],
    },
    'employerPick.confirming.replacingEmployer': {
      texts: [T.saving],
      disabled: [T.back, T.addNewAddress, T.okay],
    },
    'employerPick.confirming.failed': {
      texts: (s) => [s.context.error!],
      enabled: [T.back, T.retry],
      disabled: [T.addNewAddress, T.okay],
    },
    'employerPick.done': {},
  },
  vocabulary: [T.selectAddress, T.located, T.notLocated, T.noCompanies, T.noAddresses],
});
